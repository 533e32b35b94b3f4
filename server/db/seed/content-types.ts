/** The two demo sites' flavours of content: demo (杭州) and demo2 (青岛, other names and topics). */
export type ContentFlavor = 'demo' | 'demo2';

/** A source of uniform numbers in [0, 1). */
export type Rng = () => number;

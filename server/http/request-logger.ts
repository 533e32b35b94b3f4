import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** A pino logger as Fastify makes it (the root of the app's loggers). */
type RootLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * The logger of one request: Fastify's child with the request id, made on the first line the level
 * lets through. Fastify makes that child for every request, and most requests never write a line
 * (the bench's LOG_LEVEL=warn), so it was a pino child made and dropped each time.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly root: RootLogger,
    private readonly bindings: Bindings,
  ) {}

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.root.child(this.bindings));
  }

  #write(method: LogMethod, args: unknown[]): void {
    if (!this.root.isLevelEnabled(method)) return;
    const child = this.#real();
    (child[method] as (...a: unknown[]) => void).apply(child, args);
  }

  get level(): string {
    return this.#real().level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.#write('error', args);
  }

  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }

  info(...args: unknown[]): void {
    this.#write('info', args);
  }

  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: a RequestLogger, or pino's own child when the route sets a log
 * level or serializers of its own (the level check above reads the root's level).
 */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const root = logger as RootLogger;
  if (options.level !== undefined || options.serializers !== undefined || typeof root.isLevelEnabled !== 'function') return logger.child(bindings, options);
  return new RequestLogger(root, bindings) as unknown as FastifyBaseLogger;
}

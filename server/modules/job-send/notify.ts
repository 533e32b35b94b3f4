import type { Queryable } from '../../db/db';
import { createNoticeWriter, type NoticeWrite } from '../notice/service';

/** A change the other side of an application is told about (the notice module's shape). */
export type NoticeInput = NoticeWrite;

// The notice module owns user_notices; applying tells users through its writer, in the caller's transaction.
const notices = createNoticeWriter();

/** Tells a user about a change of an application: a notice row, written with the change. */
export async function notify(q: Queryable, tenantId: number, n: NoticeInput): Promise<void> {
  await notices.write(q, tenantId, [n]);
}

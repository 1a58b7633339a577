import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { companies, devices } from '../db/schema.js';
import type { Harness } from './harness.js';
import { callerWithRights } from './sign-in.js';

/** A user with exactly these rights (attached to guidParent, null = global); returns a call helper. */
export const userWithRights = (h: Harness, username: string, rights: string[], guidParent: string | null) =>
  callerWithRights(h, rights, guidParent, username);

export async function setCompanyEmail(h: Harness, guid: string, email: string | null) {
  await h.database.db.update(companies).set({ email }).where(eq(companies.guid, guid));
}

/** A device at a location of a network, last seen at lastHeartbeat (null: never). */
export async function addDevice(
  h: Harness,
  input: { name: string; location: string; network: string; lastHeartbeat: number | null },
) {
  const guid = randomUUID();
  await h.database.db.insert(devices).values({
    guid,
    name: input.name,
    guidCompany: input.location,
    guidParent: input.network,
    deviceState: 'ACTIVE',
    lastHeartbeat: input.lastHeartbeat === null ? null : new Date(input.lastHeartbeat),
  });
  return guid;
}

/** A multipart/form-data body with one file per entry (for inject). */
export function multipartBody(files: Array<{ field?: string; filename: string; content: Buffer; type?: string }>) {
  const boundary = `----signage${Math.random().toString(16).slice(2)}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

import { type Db, queryRows } from '../../db/client.js';
import { unbookedDevices } from '../device-records/counts.js';

/** Devices that no company carries: no company and no network (only counted for a global view). */
export async function countUnbookedDevices(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, unbookedDevices);
  return Number(row?.n ?? 0);
}

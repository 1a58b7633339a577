import { readSupportList, supportStep, writeSupportList } from '../../lib/support-list';
import { fetchSupportDevices } from './list-support-devices';

/**
 * The guid of the previous (-1) or next (+1) device in the saved support list (SupportList), loading
 * the neighbouring page from GET /v1/devices/support with the same filters when needed (and saving it,
 * so 'n von m' goes on from there). Null when there is no neighbour.
 */
export async function stepSupportList(guid: string, direction: -1 | 1): Promise<string | null> {
  const state = readSupportList();
  const step = supportStep(state, guid, direction);
  if (step.kind === 'none' || !state) return null;
  if (step.kind === 'guid') return step.guid;
  const query = { ...state.query, page: step.page };
  const page = await fetchSupportDevices(query);
  const guids = page.items.map((item) => item.guid);
  if (guids.length === 0) return null;
  writeSupportList({ query, count: page.count, guids });
  return step.take === 'first' ? guids[0] : guids[guids.length - 1];
}

import type { Page } from 'playwright-core';
import { apiCall } from './api.js';

/**
 * A location of the demo data found by its `keyWord` and exact `name`, with its offer code (the staff answer
 * of a single location carries it, made on first use).
 */
export async function demoLocation(page: Page, keyWord: string, name: string) {
  const found = await apiCall<Array<{ guid: string; name: string }>>(page, 'POST', '/v1/companies/list', { keyWord });
  const location = found.find((c) => c.name === name);
  if (!location) throw new Error(`demo data without ${name}`);
  const { offerCode } = await apiCall<{ offerCode: string }>(page, 'GET', `/v1/companies/${location.guid}`);
  return { guid: location.guid, offerCode };
}

/** A screen as the device list shows it. */
export interface ListedDevice {
  guid: string;
  name: string;
  networkGuid: string | null;
  networkName: string | null;
  deviceState: string;
  isArchived: number;
}

/** Every screen the signed-in user sees, archived ones and those online too. */
export async function listAllDevices(page: Page): Promise<ListedDevice[]> {
  return (await apiCall<{ items: ListedDevice[] }>(page, 'POST', '/v1/devices/list', { showAll: 1 })).items;
}

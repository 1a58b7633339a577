import {
  type Device,
  deviceIndicator,
  diskColour,
  diskUsagePercent,
  parseMonitorBox,
  stageNameOf,
} from '@signage/shared';
import type { DeviceRecord } from '../../player/device-cache.js';
import type { Heartbeat } from '../../player/heartbeat.js';
import type { DeviceRow } from './repository.js';

export const backgroundPath = (guid: string, file: string) =>
  `/media/devices/${encodeURIComponent(guid)}/${encodeURIComponent(file)}`;

export function recordOf(row: DeviceRow): DeviceRecord {
  return {
    guid: row.guid,
    name: row.name,
    stageName: row.stageName,
    orientation: row.orientation,
    maxDuration: row.maxDuration,
    screenNumber: row.screenNumber,
    jsonMonitor: row.jsonMonitor,
    setClientVersion: row.setClientVersion,
    deviceState: row.deviceState,
    isArchived: row.isArchived,
    guidPlaylist: row.guidPlaylist,
    secretHash: row.secretHash,
    secretRequired: row.secretRequired,
  };
}

export interface HealthContext {
  now: number;
  offlineAfterMs: number;
  /** The ETag the device would receive now. */
  currentEtag: string | undefined;
  /** A heartbeat received but not yet written. */
  pending: Heartbeat | undefined;
}

/** A row as the API answers it (SPEC §3 plus health and sync state). */
export function toDevice(row: DeviceRow, health: HealthContext): Device {
  const { secretHash, created, edited, lastHeartbeat: storedHeartbeat, ...rest } = row;
  const lastHeartbeat = health.pending?.at ?? storedHeartbeat?.getTime() ?? null;
  const lastEtag = health.pending?.etag ?? row.lastEtag;
  const diskUsageCurrent = health.pending?.diskUsageCurrent ?? row.diskUsageCurrent;
  const diskUsageMax = health.pending?.diskUsageMax ?? row.diskUsageMax;
  return {
    ...rest,
    stageName: stageNameOf(row),
    remoteAddress: health.pending?.ip ?? row.remoteAddress,
    clientVersionString: health.pending?.version ?? row.clientVersionString,
    diskUsageCurrent,
    diskUsageMax,
    diskUsagePercent: diskUsagePercent(diskUsageCurrent, diskUsageMax),
    diskColour: diskColour(diskUsageCurrent, diskUsageMax),
    lastHeartbeat,
    heartbeatDateTime: lastHeartbeat === null ? null : new Date(lastHeartbeat).toISOString(),
    indicator: deviceIndicator(lastHeartbeat, health.now, health.offlineAfterMs),
    lastEtag,
    syncState: lastEtag && lastEtag === health.currentEtag ? 'aktuell' : 'ausstehend',
    imgBackgroundUrl:
      row.imgBackground && row.imgBackground !== 'none' ? backgroundPath(row.guid, row.imgBackground) : null,
    jsonMonitor: parseMonitorBox(row.jsonMonitor),
    hasSecret: secretHash !== null,
    created: created.getTime(),
    edited: edited.getTime(),
  };
}

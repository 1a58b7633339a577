/** Where an S3-compatible store is and how to reach it (STORAGE_URL plus the AWS_* credentials). */
export interface S3Settings {
  bucket: string;
  /** Prepended to every key ('' or ending in '/'). */
  prefix: string;
  /** Endpoint of a store other than AWS (MinIO, Ceph, …); AWS's own when unset. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (http://host/bucket/key) instead of the host name; what most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Static credentials (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY); else the SDK's default chain (profile, role …). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const OPTIONS = new Set(['endpoint', 'region', 'forcePathStyle']);

/**
 * Reads `s3://bucket/optional/prefix?endpoint=http://127.0.0.1:9000&region=eu-central-1&forcePathStyle=true`;
 * a German reason when it is not one.
 */
export function parseStorageUrl(value: string, env: NodeJS.ProcessEnv): S3Settings | { error: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: 'keine gültige URL (Beispiel: s3://bucket/prefix?endpoint=http://127.0.0.1:9000)' };
  }
  if (url.protocol !== 's3:') return { error: 'nur s3://bucket/prefix wird unterstützt' };
  if (url.username || url.password) return { error: 'Zugangsdaten gehören in AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY' };
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) return { error: `ungültiger Bucket-Name „${bucket}“` };
  const segments = decodeURIComponent(url.pathname).split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..')) return { error: 'der Präfix darf kein . oder .. enthalten' };
  const unknown = [...url.searchParams.keys()].find((k) => !OPTIONS.has(k));
  if (unknown) return { error: `unbekannte Angabe „${unknown}“ (erlaubt: endpoint, region, forcePathStyle)` };
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/?#\s]+\/?$/.test(endpoint)) {
    return { error: 'endpoint muss eine http(s)-Adresse ohne Pfad sein' };
  }
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && !['true', 'false', '1', '0'].includes(pathStyle)) {
    return { error: 'forcePathStyle muss true oder false sein' };
  }
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    return { error: 'AWS_ACCESS_KEY_ID und AWS_SECRET_ACCESS_KEY nur zusammen angeben' };
  }
  return {
    bucket,
    prefix: segments.length ? `${segments.join('/')}/` : '',
    endpoint: endpoint?.replace(/\/$/, ''),
    region: url.searchParams.get('region') || env.AWS_REGION || 'us-east-1',
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
    credentials:
      accessKeyId && secretAccessKey
        ? { accessKeyId, secretAccessKey, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) }
        : undefined,
  };
}

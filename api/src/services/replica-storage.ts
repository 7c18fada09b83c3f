// Where the uploads replica keeps its files: a directory (`file://`) or an S3-compatible bucket (`s3://`), behind the
// few operations the replica needs, with keys relative to the replica's root (`uploads/ads/x.webp`).
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AwsClient } from 'aws4fetch';
import type { ReplicaConfig } from '../config.js';

export interface ReplicaStorage {
  /** Stores a local file under the key, whole or not at all. */
  write(key: string, file: string): Promise<void>;
  /** Moves a key to another, dated now; false when there was nothing to move. */
  move(from: string, to: string): Promise<boolean>;
  /** The names of the files under a folder (`uploads/ads`), with when each was last written (ms). */
  list(folder: string): Promise<Map<string, number>>;
  remove(key: string): Promise<void>;
  /** Copies the key into a local file; false when the key is not there. */
  read(key: string, file: string): Promise<boolean>;
}

export function replicaStorage(replica: ReplicaConfig): ReplicaStorage {
  return replica.s3 ? new S3Storage(replica.url, replica.s3) : new DirectoryStorage(fileURLToPath(replica.url));
}

class DirectoryStorage implements ReplicaStorage {
  constructor(private readonly root: string) {}

  async write(key: string, file: string): Promise<void> {
    const target = join(this.root, key);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(file, `${target}.tmp`);
    await rename(`${target}.tmp`, target);
  }

  async move(from: string, to: string): Promise<boolean> {
    const target = join(this.root, to);
    await mkdir(dirname(target), { recursive: true });
    const moved = await rename(join(this.root, from), target).then(
      () => true,
      () => false,
    );
    if (moved) await utimes(target, new Date(), new Date());
    return moved;
  }

  async list(folder: string): Promise<Map<string, number>> {
    const dir = join(this.root, folder);
    const names = await readdir(dir).catch(() => []);
    const entries = await Promise.all(
      names.map(async (name) => [name, (await stat(join(dir, name))).mtimeMs] as const),
    );
    return new Map(entries);
  }

  async remove(key: string): Promise<void> {
    await rm(join(this.root, key), { force: true });
  }

  async read(key: string, file: string): Promise<boolean> {
    await mkdir(dirname(file), { recursive: true });
    return copyFile(join(this.root, key), file).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
  }
}

/**
 * A bucket through S3's REST API, each request signed (SigV4) by aws4fetch. A custom endpoint (R2, Tigris, MinIO...)
 * is addressed path-style (`<endpoint>/<bucket>/<key>`), AWS itself virtual-hosted (`<bucket>.s3.<region>...`).
 */
class S3Storage implements ReplicaStorage {
  private readonly client: AwsClient;
  private readonly bucketUrl: string;
  private readonly bucket: string;
  /** The replica URL's path inside the bucket, with a trailing slash (or empty). */
  private readonly prefix: string;

  constructor(url: string, s3: NonNullable<ReplicaConfig['s3']>) {
    const { host, pathname } = new URL(url);
    this.bucket = host;
    this.prefix = pathname.replace(/^\/+/, '').replace(/([^/])$/, '$1/');
    this.bucketUrl = s3.endpoint
      ? `${s3.endpoint.replace(/\/+$/, '')}/${host}`
      : `https://${host}.s3.${s3.region}.amazonaws.com`;
    this.client = new AwsClient({
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      region: s3.region,
      service: 's3',
    });
  }

  private objectUrl(key: string): string {
    return `${this.bucketUrl}/${encodeKey(this.prefix + key)}`;
  }

  /** A signed request; an answer other than 2xx is an error, but for 404 when the caller asks for it. */
  private async request(method: string, url: string, init: RequestInit = {}, notFound = false): Promise<Response> {
    const response = await this.client.fetch(url, { ...init, method });
    if (response.ok || (notFound && response.status === 404)) return response;
    throw new Error(`S3 ${method} ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }

  async write(key: string, file: string): Promise<void> {
    await this.request('PUT', this.objectUrl(key), { body: await readFile(file) });
  }

  async move(from: string, to: string): Promise<boolean> {
    const copied = await this.request(
      'PUT',
      this.objectUrl(to),
      {
        headers: { 'x-amz-copy-source': `/${this.bucket}/${encodeKey(this.prefix + from)}` },
      },
      true,
    );
    // A copy can fail after S3 has answered 200: the error is then the body.
    const body = await copied.text();
    if (copied.status === 404 || body.includes('<Error>')) return false;
    await this.remove(from);
    return true;
  }

  async list(folder: string): Promise<Map<string, number>> {
    const prefix = `${this.prefix}${folder}/`;
    const found = new Map<string, number>();
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix });
      if (token) query.set('continuation-token', token);
      const response = await this.request('GET', `${this.bucketUrl}?${query}`);
      const xml = await response.text();
      for (const [, entry = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = xmlText(entry, 'Key');
        found.set(key.slice(prefix.length), Date.parse(xmlText(entry, 'LastModified')));
      }
      token = xmlText(xml, 'IsTruncated') === 'true' ? xmlText(xml, 'NextContinuationToken') : undefined;
    } while (token);
    return found;
  }

  async remove(key: string): Promise<void> {
    await this.request('DELETE', this.objectUrl(key), {}, true);
  }

  async read(key: string, file: string): Promise<boolean> {
    const response = await this.request('GET', this.objectUrl(key), {}, true);
    if (response.status === 404) return false;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    return true;
  }
}

/** A key in a URL path: each segment encoded, the slashes kept. */
function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of the first `<tag>` in an S3 XML answer (their values are plain text with the five XML entities). */
function xmlText(xml: string, tag: string): string {
  const text = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1] ?? '';
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');
}

// Password hashing with argon2id at OWASP's recommended minimum (19 MiB memory, 2 iterations, 1 lane).
import { hash, verify } from '@node-rs/argon2';

export const MIN_PASSWORD_LENGTH = 8;

/** `Algorithm.Argon2id` of @node-rs/argon2: a const enum, which isolated modules cannot import. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// The signed-in admin, kept in localStorage so a reload stays signed in.
import type { ApiResponse } from '@offerboard/shared-types';

export type AdminUser = ApiResponse<'/backendapi/api/login', 'post'>['user'];

const TOKEN_KEY = 'offerboard_token';
const USER_KEY = 'offerboard_user';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getUser(): AdminUser | null {
  try {
    return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as AdminUser | null;
  } catch {
    return null;
  }
}

export function signIn(token: string, user: AdminUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** Keeps the signed-in admin with the new token the API issued (after a password change ended the old one). */
export function renewToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function signOut(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

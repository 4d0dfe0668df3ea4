// Types of chromium.mjs for the TypeScript side (e2e/support).
import type { Browser, Page } from 'playwright-core';

export const DEMO_PASSWORD: string;
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function launchChromium(): Promise<Browser>;
export function startBuiltServer(options: {
  port: number;
  tmpPrefix?: string;
  timeoutMs?: number;
}): Promise<{ baseUrl: string; dataDir: string; stop: () => Promise<void> }>;
export function fillLogin(page: Page, email: string, password?: string): Promise<void>;

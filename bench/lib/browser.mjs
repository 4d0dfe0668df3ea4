// Debian's Chromium driven by playwright-core (the e2e suite's dependency), with no network beyond loopback.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const launchBrowser = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  });

// Debian's Chromium driven by playwright-core (the e2e suite's dependency), with no network beyond loopback.
// Launched as the e2e suite and the manuals' recorder launch it (scripts/lib/chromium.mjs).
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '../../scripts/lib/chromium.mjs';

export const CHROMIUM = CHROMIUM_PATH;
/** The same flags for Lighthouse's own launcher, which needs headless said explicitly. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export const launchBrowser = launchChromium;

/**
 * True in the offline demo build (`vite --mode demo`): the API runs in the page (src/demo) and the shell
 * shows an "Offline demo" badge. A constant Vite replaces at build time, so other builds drop demo-only code.
 */
export const IS_OFFLINE_DEMO = import.meta.env.MODE === "demo";

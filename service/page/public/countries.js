// Countries: ISO codes from the service, names from the browser.
import { $ } from './page.js';

const regionNames = new Intl.DisplayNames([navigator.language || 'en', 'en'], { type: 'region' });
export const countryName = (code) => `${regionNames.of(code) ?? code} (${code})`;
let countryCodes = [];

export async function loadCountries() {
  countryCodes = await (await fetch('/countries.json')).json();
  const options = countryCodes
    .map((code) => countryName(code))
    .sort((a, b) => a.localeCompare(b))
    .map((label) => Object.assign(document.createElement('option'), { value: label }));
  $('#countries').replaceChildren(...options);
}

export function countryCode(text) {
  const code = /\(([A-Za-z]{2})\)\s*$/.exec(text)?.[1] ?? text;
  const upper = code.toUpperCase();
  if (countryCodes.includes(upper)) return upper;
  return countryCodes.find((c) => (regionNames.of(c) ?? '').toLowerCase() === text.toLowerCase()) ?? null;
}

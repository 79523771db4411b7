import { MAIL_DEVICES, MAIL_FOOTERS, MAIL_HEADERS } from '../lead/reader/vocabulary-mail.ts';

// A mail's own lines in a text read as labelled lines (labelled-lines.ts): its headers' labels and a mail client's footer.
const MAIL_HEADER = new Set(MAIL_HEADERS);
/** A mail's header's label (`Sent`, `Cc`): a mail quoted in a text, no form's field. */
export const isMailHeader = (label: string) => MAIL_HEADER.has(label.toLowerCase());
// A footer's words, then only a device's, a carrier's or a mail app's words (`Sent from my iPhone`, `Sent from my
// Verizon, Samsung Galaxy smartphone`, `Sent from my T-Mobile 4G LTE Device`; not `Sent via your Facebook page`, nor
// `Sent from my phone pls text not call`, nor `Enviado desde mi iPhone, llamar al móvil`).
export const isMailFooter = (line: string) => {
  if (line.length > 80) return false;
  const lower = line.toLowerCase();
  const footer = MAIL_FOOTERS.find((phrase) => lower.startsWith(phrase));
  if (footer === undefined) return false;
  const rest = lower
    .slice(footer.length)
    .split(/[\s,]+/)
    .filter((word) => word !== '');
  // A phrase naming its device already (`iPhoneから送信`) is whole.
  if (rest.length === 0) return isDeviceWord(footer);
  return rest.some(isDeviceWord) && rest.every((word) => word.length <= 3 || isDeviceWord(word));
};
const isDeviceWord = (word: string) => MAIL_DEVICES.some((device) => word.includes(device));

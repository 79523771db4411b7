// Secrets a sender may put in a body (Google's lead form key); the delivery log keeps the body
// as received, but with these values replaced.
const JSON_SECRET = /("google[_-]?key"\s*:\s*")((?:[^"\\]|\\.)*)(")/gi;
const FORM_SECRET = /((?:^|&)google[_-]?key=)([^&]*)/gi;

export const maskSecrets = (text: string) => text.replace(JSON_SECRET, '$1***$3').replace(FORM_SECRET, '$1***');

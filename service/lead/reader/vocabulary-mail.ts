/** How a mail marks its own parts (labelled-lines.ts). */

/**
 * How a mail or a phone's app signs what it sends (`Sent from my iPhone`, `Enviado desde mi Galaxy`, `iPhoneから送信`): a
 * line starting so, at a text's end, is the writer's device's, no answer (labelled-lines.ts). Lowercase, as written.
 */
export const MAIL_FOOTERS = [
  'sent from my',
  'sent from mail for',
  'sent from outlook',
  'sent from yahoo mail',
  'sent with proton mail',
  'sent via',
  'get outlook for',
  'enviado desde mi',
  'enviado desde outlook',
  'enviado do meu',
  'enviado a partir do',
  'envoyé de mon',
  'envoyé depuis mon',
  'von meinem',
  'gesendet von meinem',
  'inviato dal mio',
  'inviato da',
  'verzonden vanaf mijn',
  'verstuurd vanaf mijn',
  'skickat från min',
  'sendt fra min',
  'lähetetty',
  'wysłane z mojego',
  'odesláno z',
  'отправлено с',
  'надіслано з',
  'iphoneから送信',
  '发自我的',
  '從我的',
  '나의 iphone에서 보냄',
];

/**
 * A mail's own header labels (`Subject:`, `Cc:`): beside `From:` or `To:` in a text, those are a quoted mail's
 * headers, not a form's From and To (a move's `From: Leeds`). Lowercase.
 */
export const MAIL_HEADERS = [
  'subject',
  'cc',
  'bcc',
  'reply-to',
  'sent',
  'betreff',
  'gesendet',
  'asunto',
  'enviado',
  'objet',
  'envoyé',
  'assunto',
  'oggetto',
  'inviato',
  'onderwerp',
  'verzonden',
  'ämne',
  'emne',
  'temat',
  'тема',
  '件名',
  '主题',
  '主旨',
  '제목',
];

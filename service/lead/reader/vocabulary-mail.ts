/** How a mail marks its own parts (labelled-lines.ts), and what a relay writes of its journey. */

/**
 * A mail's transport, as an inbound-mail relay posts it beside the mail's text (RFC 5321/5322 trace and MIME headers,
 * the authentication verdicts of RFC 8601, and the relays' own fields for them): the relay's bookkeeping, never an
 * answer nor context (labels.ts reads them as noise). The mail's `Subject`, its text and its sender's address stay
 * the person's to say. As a label's words read (lowercase, `-` and `_` as spaces).
 */
export const MAIL_TRANSPORT_LABELS = [
  // All of them as one text (SendGrid's `headers`, Mailgun's `message-headers`); a list of `{name, value}` is read item by item.
  'message headers',
  'mail headers',
  'email headers',
  'received spf',
  'x received',
  'return path',
  'mime version',
  'content transfer encoding',
  'dkim',
  'dkim signature',
  'arc seal',
  'arc message signature',
  'arc authentication results',
  'authentication results',
  'x originating ip',
  'x mailer',
  'sender ip',
  'spam score',
  'spam report',
  'spam status',
  'x spam score',
  'x spam status',
  'charsets',
  'attachment count',
  'content ids',
  'auto submitted',
  'list unsubscribe',
  'feedback id',
  // The mail a reply answers, by its message id (RFC 5322 3.6.4: `In-Reply-To: <auto-7731.…@mailer.…>`); not
  // `References`, a form's word too.
  'in reply to',
];

/**
 * Header names that are words of a form too (`received: "A letter from the IRS"`, exhaust `headers`, sunscreen's `spf`,
 * `precedence: "Budget over speed"`): the relay's only in a body holding a header of MAIL_TRANSPORT_LABELS
 * (notes-lines.ts, readings-outline.ts `mail`).
 */
export const MAIL_HEADER_LABELS = ['received', 'headers', 'spf', 'precedence'];

/**
 * How a mail or a phone's app signs what it sends (`Sent from my iPhone`, `Enviado desde mi Galaxy`, `iPhoneから送信`): a
 * text's last line starting so and naming a device or a mail app (MAIL_DEVICES) is the writer's device's, no answer
 * (labelled-lines.ts). Lowercase, as written.
 */
export const MAIL_FOOTERS = [
  'sent from my',
  'sent from mail for',
  'sent from outlook',
  'sent from yahoo mail',
  'sent with proton mail',
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

/** A device's or a mail app's name, one of which a footer names (`iPhone`, `Galaxy`, `Outlook`). Lowercase. */
export const MAIL_DEVICES = [
  'iphone',
  'ipad',
  'android',
  'samsung',
  'galaxy',
  'pixel',
  'huawei',
  'xiaomi',
  'blackberry',
  'mobile',
  'phone',
  'smartphone',
  'device',
  'tablet',
  'verizon',
  'sprint',
  'vodafone',
  'orange',
  'movistar',
  'telekom',
  'telstra',
  'rogers',
  'outlook',
  'mail',
  'gmail',
  'yahoo',
  'proton',
  'móvil',
  'movil',
  'celular',
  'telemóvel',
  'téléphone',
  'handy',
  'telefon',
  'телефона',
  'смартфона',
  '携帯',
  '手机',
  '手機',
];

/**
 * A mail's own header labels, when it was sent and to whom else (`Sent:`, `Cc:`): beside `From:` or `To:` in a text,
 * those are a quoted mail's headers, not a form's From and To (a move's `From: Leeds`; a `Subject:` is a form's too).
 * Lowercase.
 */
export const MAIL_HEADERS = [
  'cc',
  'bcc',
  'reply-to',
  'sent',
  'gesendet',
  'enviado',
  'envoyé',
  'inviato',
  'verzonden',
  'skickat',
  'sendt',
  'wysłano',
  'отправлено',
  '送信日時',
  '发送时间',
  '보낸 날짜',
];

/**
 * Words of a section's heading, not of a name (`Project Details`, `Dados Do Cliente`, `WhatsApp Only Please`): a line
 * holding one is no name below an empty `Name:` (labelled-lines.ts). Lowercase, accents dropped.
 */
export const HEADING_WORDS = [
  'details',
  'detail',
  'information',
  'contact',
  'customer',
  'project',
  'enquiry',
  'inquiry',
  'request',
  'message',
  'only',
  'please',
  'dados',
  'datos',
  'daten',
  'angaben',
  'donnees',
  'dati',
  'gegevens',
  'whatsapp',
];

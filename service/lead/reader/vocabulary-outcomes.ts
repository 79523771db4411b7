/** A tool's outcomes, as data (docs/api.md §2.4): read by text-features.ts. */

/**
 * A tool's outcome as the whole value (`sp_message: "Success"`, `result: "FAILED"`, `estado: "exitoso"`), whatever its key:
 * the tool's status, never a person's answer. Words a person may answer with (`active`, `valid`, `approved`, `paid`) are not here.
 */
export const OUTCOME_VALUES = [
  'success',
  'successful',
  'succeeded',
  'failed',
  'failure',
  'error',
  'declined',
  'captured',
  'authorized',
  'authorised',
  'settled',
  'refunded',
  // A call's or a job's state (`CallStatus: completed`, `TranscriptionStatus: completed`, `queued`, `no-answer`).
  'completed',
  'queued',
  'ringing',
  'in-progress',
  'no-answer',
  'exitoso',
  'exitosa',
  'sucesso',
  'erfolgreich',
  'réussi',
  'réussie',
  'riuscito',
  'başarılı',
  'berhasil',
  'sukses',
  'thành công',
  'успешно',
  'успешный',
  'สำเร็จ',
  'הצלחה',
  'ناجح',
  'ناجحة',
  'सफल',
  '成功',
  '失败',
  '성공',
];

/** An HTTP status's reason phrases (`200 - OK`, `404 Not Found`, a relay's record of its request): machine-shapes.ts. */
export const HTTP_REASONS = [
  'OK',
  'Created',
  'Accepted',
  'No Content',
  'Moved Permanently',
  'Found',
  'Not Modified',
  'Bad Request',
  'Unauthorized',
  'Forbidden',
  'Not Found',
  'Method Not Allowed',
  'Conflict',
  'Gone',
  'Unprocessable Entity',
  'Too Many Requests',
  'Internal Server Error',
  'Bad Gateway',
  'Service Unavailable',
  'Gateway Timeout',
];

/**
 * Where a tool's record stands (`address_status: confirmed`, `payer_status: verified`, `payment_type: instant`): under a
 * kind or a status the key qualifies by a thing, written in lower case, the tool's state, not a person's choice. Not a
 * word a form's option may send in lower case (`loan_type: new`, `kitchen_type: open`, `property_status: pending`).
 */
export const STATE_VALUES = [
  'confirmed',
  'unconfirmed',
  'verified',
  'unverified',
  'instant',
  'echeck',
  'delayed',
  'enabled',
  'disabled',
  'draft',
  'archived',
  'expired',
  'processing',
  'processed',
  'sent',
  'received',
  'opened',
  'clicked',
  'bounced',
];

/** Where a record stands, as a status's or a state's value may say it (`state: "Pending"`, `estado: "Activo"`): never a region's name. */
export const RECORD_STATES = [
  'pending',
  'active',
  'inactive',
  'new',
  'open',
  'closed',
  'activo',
  'activa',
  'nuevo',
  'nueva',
  'abierto',
  'pendiente',
  'ativo',
  'novo',
  'aberto',
  'pendente',
];

/** Keys naming where a record stands (`status: {id, name}`): an object's name under one is the tool's word for it. */
export const STATUS_KEYS = ['status', 'state', 'estado', 'situacao', 'stage', 'statut', 'lifecycle', 'etapa'];

/**
 * A record's status under its bare key (`status`, `statut`, `stage`) away from the person: the tool's word for where the
 * record stands, in any script (`未対応`); beside them, a form's question's (`statut: Propriétaire`). A qualified one
 * (`marital_status`) is the person's answer.
 */
// STATUS_KEYS but those naming a region as well (`state: TX`, `estado: SP`: REGION_WORDS read them beside the person).
export const BARE_STATUS_KEYS = STATUS_KEYS.filter((key) => key !== 'state' && key !== 'estado');

/** A status under a tool's field name (`status_str`, `statuscode`, `status_name`): the record's, wherever it sits. */
export const STATUS_FIELD_KEYS = [
  'status str',
  'status name',
  'status text',
  'status label',
  'status code',
  'statuscode',
  'statuscode name', // its shown name beside the code (`statuscode_name: "ליד חדש"`, a Dynamics-style CRM's)
  'status desc',
  'status display',
  // In the sender's language, a tool's field (not a thing's condition, `状態`, a person's answer).
  'ステータス',
  '対応ステータス',
  '対応状況',
  '処理状況',
  '処理ステータス',
  '처리상태',
  '진행상태',
  '상담상태',
  '处理状态',
  'סטטוס',
];

/**
 * Words naming the text a tool gives for one of its codes (`response_message` beside `response_code`, `error_message`
 * beside `error`): read after a stem naming a status, a reply or a fault (code-messages.ts).
 */
export const CODE_TEXT_WORDS = ['message', 'msg', 'text', 'description', 'desc', 'detail', 'details'];

/** Words after a field's key naming the code of the choice it holds as a label (`xr7ds-value`, `budget_code`: code-twins.ts). */
export const CODE_TWIN_WORDS = ['value', 'code', 'raw', 'key', 'slug', 'val'];

/** A fault a tool reports by a code (`error: "E000"`, `err_code`): its message is the tool's. */
export const FAULT_WORDS = ['error', 'errors', 'err', 'fault', 'failure'];

/** The payment's side, a key's first word before a text's (`payment_message`, `bank_message`, `txn_text`): code-messages.ts. */
export const GATEWAY_WORDS = ['payment', 'bank', 'transaction', 'txn', 'gateway', 'processor', 'auth', 'authorization'];

/** A tool's flag in a key written as words (`Is Deleted`, `Has Opted Out Of Fax`, `meta Is Test Lead`): no question asked. */
export const FLAG_WORDS = [
  'opt',
  'opted',
  'optout',
  'unsubscribed',
  'unsubscribe',
  'deleted',
  'locked',
  'converted',
  'duplicate',
  'bounced',
  'test',
  'spam',
  'suppressed',
  'archived',
  'blocked',
  'verified',
  'processed',
  'flag',
  'flagged',
];

/** A tool's or a business's document by its file's name (`rec_….mp3`, `invoice_….pdf`, `export_….csv`): no upload of the person's. */
export const BUSINESS_FILE_WORDS = [
  'rec',
  'recording',
  'voicemail',
  'export',
  'exports',
  'pixel',
  'tracking',
  'template',
  'invoice',
  'inv',
  'quote',
  'quotation',
  'estimate',
  'proposal',
  'contract',
  'agreement',
  'statement',
  'report',
  'backup',
  'logo',
  'banner',
  'factura',
  'presupuesto',
  'rechnung',
  'angebot',
  'facture',
  'devis',
];

/** A reply or a submission (`response_json`, `meta_data`): a JSON text or an object under such a key holds the person's answers, not a form's structure. */
export const SUBMISSION_WORDS = [
  'response',
  'responses',
  'answer',
  'answers',
  'reply',
  'replies',
  'submission',
  'antwort',
  'antworten',
  'respuesta',
  'respuestas',
  'resposta',
  'respostas',
  'reponse',
  'reponses',
  // What a payment or a checkout carries for the merchant from the buyer's own form (`merchant_extra`, `metadata`, `custom`).
  'extra',
  'extras',
  'metadata',
  'meta',
  'custom',
  'passthrough', // what a checkout passes through from the merchant's page; fields it defines for the buyer (`merchantDefined1`, `udf1`):
  'defined',
  'udf',
];

/** Words naming a document or an attached file (`documents: [{"name": "Contract.pdf"}]`, an envelope's attachments): its name is no person's. */
export const DOCUMENT_WORDS = [
  'document',
  'documents',
  'files',
  'attachment',
  'attachments',
  'dokument',
  'dokumente',
  'anhang',
  'fichier',
  'fichiers',
  'documento',
  'documentos',
  'adjunto',
  'anexo',
  'allegato',
  'bijlage',
];

/**
 * A file's name as a person's device or the person names it (`gaiheki_kita.jpeg`, `plano_cocina_v2.pdf`): a name and a
 * common file's extension, no path and no space-free link. What the person attached, not a tool's code (shape-of.ts).
 */
export function isFileName(text: string): boolean {
  const dot = text.lastIndexOf('.');
  if (dot < 1 || text.length - dot > 6 || text.includes('/')) return false;
  return EXTENSIONS.has(text.slice(dot + 1).toLowerCase());
}

// prettier-ignore
const EXTENSIONS = new Set([
  'jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'heif', 'bmp', 'tif', 'tiff', 'svg', 'pdf', 'doc', 'docx', 'xls', 'xlsx',
  'csv', 'txt', 'rtf', 'odt', 'ods', 'ppt', 'pptx', 'mp3', 'wav', 'm4a', 'ogg', 'mp4', 'mov', 'avi', 'zip', 'dwg',
]);

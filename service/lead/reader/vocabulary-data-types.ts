/** A data type's name beside `value` in a key (`valueText`, `valueNumeric`, `numberValue`, `valueString`): its value too. */
export const VALUE_TYPES = [
  'text',
  'string',
  'number',
  'numeric',
  'integer',
  'int',
  'decimal',
  'float',
  'boolean',
  'bool',
  'date',
  'datetime',
  'time',
  'money',
];

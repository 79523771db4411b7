// One value of a source asked in the page's own modal dialog (Rename, Google key), not window.prompt:
// it opens on its field, Enter saves, Escape or Cancel leaves everything as it was, and a value the
// service refuses is explained in the dialog, which stays open to correct it.
import { $, explain, showAnswer } from './page.js';

/**
 * Opens the dialog; resolves when it closes. `save(value)` runs on Save and closes it when it
 * succeeds; its error is shown in the dialog instead.
 */
export function editSetting({ title, label, hint = '', value = '', maxLength = 200, save }) {
  const dialog = $('#source-setting');
  const form = $('form', dialog);
  const field = $('#source-setting-input', dialog);
  const answer = $('.setting-answer', dialog);
  $('#source-setting-heading', dialog).textContent = title;
  $('label', dialog).firstChild.textContent = label;
  $('#source-setting-hint', dialog).textContent = hint;
  field.value = value;
  field.maxLength = maxLength;
  showAnswer(answer, '');
  return new Promise((resolve) => {
    const onSubmit = async (event) => {
      event.preventDefault();
      if (event.submitter?.value === 'cancel') return dialog.close();
      try {
        await save(field.value);
        dialog.close();
      } catch (error) {
        showAnswer(answer, explain(error), 'error');
        field.focus();
      }
    };
    form.addEventListener('submit', onSubmit);
    dialog.addEventListener(
      'close',
      () => {
        form.removeEventListener('submit', onSubmit);
        resolve();
      },
      { once: true },
    );
    dialog.showModal();
    field.focus();
    field.select();
  });
}

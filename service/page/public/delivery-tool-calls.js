// Where a delivery's tools (Map fields, Send again) call the service and show its answers.
import { $ } from './page.js';

export const path = (entry, delivery, action) =>
  `/api/sources/${encodeURIComponent(entry.source.id)}/deliveries/${encodeURIComponent(delivery.id)}/${action}`;

// Answers to the log's tools appear under the log, next to the buttons that caused them.
export function logAnswer(entry, text) {
  const box = $('.replay-answer', entry.card);
  box.textContent = text;
  box.hidden = false;
}

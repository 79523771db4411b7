import type { Chosen } from './chosen.ts';
import type { NamePick } from './choose-name.ts';
import { nameFeatures } from './name-features.ts';
import type { contactInMessage } from './message-contact.ts';
import { ranked as asRanked, type Ranked } from './ranked.ts';

/** How each field was picked (pick-reasons.ts): the candidate ranked first, or the way it was found. */
export function picksOf(
  found: { phones: Ranked[]; emails: Ranked[] },
  ranked: { phone: Chosen['phone']; email: Chosen['email'] },
  phone: Chosen['phone'],
  email: Chosen['email'],
  name: NamePick,
  ways: {
    shaped: Chosen['phone'];
    beside: Chosen['phone'];
    marked: Chosen['phone'];
    texted: Chosen['phone'];
    written: ReturnType<typeof contactInMessage>;
    own: Chosen['phone'];
    directed: Chosen['phone'];
    textedEmail: Chosen['email'];
  },
): Chosen['picks'] {
  const picks: Chosen['picks'] = {};
  if (phone !== null) {
    const candidate =
      phone === ranked.phone ? found.phones.find(({ reading }) => reading === phone.reading) : undefined;
    picks.phone =
      candidate !== undefined
        ? { by: 'rank', candidate, value: phone.e164 }
        : {
            by:
              phone === ways.directed
                ? 'callDirection'
                : phone === ways.written?.phone
                  ? 'inMessage'
                  : phone === ways.own
                    ? 'writtenByPerson'
                    : phone === ways.shaped
                      ? 'unlabelledPhone'
                      : phone === ways.marked
                        ? 'entityPhone'
                        : phone === ways.beside ||
                            (phone !== ways.texted && (phone.reading.labelled || found.phones.length > 0))
                          ? 'nearContact'
                          : 'textPhone',
            reading: phone.reading,
            value: phone.e164,
          };
  }
  if (email !== null) {
    const candidate = found.emails.find(({ reading }) => reading === email.reading);
    if (candidate !== undefined) picks.email = { by: 'rank', candidate, value: email.address };
    else if (email === ways.written?.email || email === ways.textedEmail)
      picks.email = {
        by: email === ways.textedEmail ? 'textEmail' : 'inMessage',
        reading: email.reading,
        value: email.address,
      };
  }
  const { best } = name;
  if (best !== null)
    for (const { reading, role } of name.name) {
      const text = typeof reading.value === 'string' ? reading.value : '';
      picks[role] =
        reading === best.reading
          ? { by: 'rank', candidate: best, features: best.features ?? nameFeatures(best), value: text }
          : { by: 'rank', candidate: asRanked(reading, best.tier), value: text };
    }
  return picks;
}

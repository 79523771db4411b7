import { expect } from 'chai';
import { fixtureBodies } from '../helpers/fixture-bodies.ts';
import { readLead } from '../helpers/read-lead.ts';

/**
 * The reader's cost per lead (issue 35 item 6): it never reads a list or a text at a negative index
 * (`container[container.length - 2]` on a path of one key). The engine reads `-1` as a named
 * property, looked up along the prototype chain: about 30 ns a read against 5 for a length check
 * (measured), and the reader asks such questions of every value. Each read is caught here by a
 * getter on the prototypes for the duration of the reading, which answers `undefined` as the
 * missing property would (the reading is unchanged), and the place of every one is named.
 */
const NEGATIVE = ['-1', '-2', '-3'];
const PROTOTYPES = [Array.prototype, String.prototype, Object.prototype];

function negativeReads(read: () => void): string[] {
  const places: string[] = [];
  for (const prototype of PROTOTYPES)
    for (const key of NEGATIVE)
      Object.defineProperty(prototype, key, {
        configurable: true,
        get() {
          places.push(new Error().stack!.split('\n')[2].trim());
          return undefined;
        },
      });
  try {
    read();
  } finally {
    for (const prototype of PROTOTYPES) for (const key of NEGATIVE) delete (prototype as Record<string, unknown>)[key];
  }
  return places;
}

const tryRead = (body: Record<string, unknown>, country: string) => {
  try {
    readLead(body, country);
  } catch {
    // A body with no contact is refused; its reading is what is watched.
  }
};

describe('reader: no read at a negative index (issue 35 item 6)', () => {
  it('reads every fixture without one', () => {
    const places = negativeReads(() => {
      for (const { body, country } of fixtureBodies()) tryRead(body, country);
    });
    expect(places).to.deep.equal([]);
  });

  it("reads a name at the body's top, a writer's object in a list and a name in Devanagari without one", () => {
    const places = negativeReads(() => {
      // A name key on a path of one key (isThingName), a list's entry signed by an object (isWriterObject).
      tryRead(
        { name: 'Ana Diaz', email: 'ana.diaz@example.com', comments: [{ text: 'Hi', by: { name: 'Bo' } }] },
        'US',
      );
      // A name in Devanagari beside a business's block, compared with its mailbox: a word's first letter has no
      // syllable before it (latin-letters.ts).
      tryRead(
        {
          top: {
            name: 'Marta Kowal',
            phone: '(303) 555-0111',
            email: 'marta@kowalbakery.example',
            web: 'http://kowalbakery.example',
          },
          data: { name: 'अनीता शर्मा', phone: '(303) 555-0122', email: 'a.s@example.net' },
        },
        'US',
      );
    });
    expect(places).to.deep.equal([]);
  });
});

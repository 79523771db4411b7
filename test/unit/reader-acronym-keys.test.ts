import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Session 30's class (blind set 33's guide leak, a payment gateway's state): a key glued from an acronym and words
// (`POSOwnerEmail`: the point of sale's owner's email) reads as its words, `pos owner email`, so the owner is found
// someone else. Invented body; made-up people and businesses.

describe('Reader: an acronym glued before a word in a key', () => {
  const body = {
    PaymentId: '7b1e0c2d',
    POSName: 'Szegedi Nyelviskola',
    POSOwnerEmail: 'info@szeginyelv.example',
    Items: [{ Name: 'Angol nyelvtanfolyam (B1)', Quantity: 1 }],
    PayerHint: 'eszter.nagy@example.com',
    PayerPhoneNumber: '36301234567',
    CardHolderNameHint: 'NAGY ESZTER',
  };

  it('reads the owner’s email as someone else’s, and the point of sale’s name as no person’s', () => {
    expect(personOf(body, 'HU')).to.deep.equal({
      name: 'NAGY ESZTER',
      phone: '+36301234567',
      email: 'eszter.nagy@example.com',
    });
    const { notes } = readInput(body, 'HU');
    expect(notes).to.contain('Angol nyelvtanfolyam (B1)');
    expect(notes).not.to.contain('info@szeginyelv.example');
  });
});

import { expect } from 'chai';
import { ROLE, RoleScore } from '../../service/lead/reader/role-score.ts';
import { ROLE_WEIGHTS } from '../../service/lead/reader/weights.ts';

// A value's role by its features' vectors, made once from the weight table (issue 35 item 6).
describe('Role score: each feature adds its weights, by vector or by name', () => {
  it('holds one vector per feature of the weight table, in the tie order, and no other', () => {
    expect(Object.keys(ROLE)).to.deep.equal(Object.keys(ROLE_WEIGHTS));
    expect(ROLE.question).to.deep.equal([0, 12, 0, 0]);
    expect(ROLE.toolDocumentName).to.deep.equal([0, 0, 40, 0]);
    expect(ROLE.anotherRecord).to.deep.equal([0, 0, 0, 10]);
    expect(ROLE.always).to.deep.equal([1, 0, 0, 0]);
  });

  it('cannot be changed by a caller: neither the table nor a vector', () => {
    expect(Object.isFrozen(ROLE)).to.equal(true);
    for (const vector of Object.values(ROLE)) expect(Object.isFrozen(vector)).to.equal(true);
    expect(() => ((ROLE.always as number[])[0] = 99)).to.throw(TypeError);
  });

  it('takes the same role whether a feature is added by its vector or by its name', () => {
    const byVector = new RoleScore();
    const byName = new RoleScore();
    for (const feature of ['always', 'besidePerson', 'phrase', 'consentKey'] as const) {
      byVector.add(ROLE[feature]);
      byName.add(feature);
    }
    expect(byVector.role()).to.equal('context');
    expect(byName.role()).to.equal('context');
    byVector.add(ROLE.otherPartyKey);
    expect(byVector.role()).to.equal('otherParty');
    byVector.reset();
    byVector.add(ROLE.always);
    expect(byVector.role()).to.equal('system');
  });
});

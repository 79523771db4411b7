import { expect } from 'chai';
import { readFileSync } from 'node:fs';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

// Issue 36 item 8: compose builds `build: .` under its `image:` name. Tagged `latest`, the first
// deploy left no image to roll back to (docs/operations.md, Upgrades: `LEAD_INTAKE_TAG=0.2.0 docker
// compose up -d`); tagged with the release version, each deploy's build stays behind under its own.
describe('compose files: the image is tagged with the release version', () => {
  const { version } = JSON.parse(read('package.json')) as { version: string };

  for (const file of ['compose.yaml', 'compose.mongodb.yaml']) {
    it(`${file} tags every lead-intake image lead-intake:\${LEAD_INTAKE_TAG:-${version}}`, () => {
      const images = [...read(file).matchAll(/^\s*image:\s*(lead-intake:\S+)\s*$/gm)].map((m) => m[1]);
      expect(images, 'at least one lead-intake image').not.to.deep.equal([]);
      for (const image of images) expect(image).to.equal(`lead-intake:\${LEAD_INTAKE_TAG:-${version}}`);
    });
  }
});

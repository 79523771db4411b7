// A campaign's keys, as data (docs/api.md §2.4: `campaignLabel`).

/** A campaign's key (`utm_campaign`, `campaign`): its value is the name a marketer gave, context whatever its shape. */
export const CAMPAIGN_WORDS = ['utm', 'campaign', 'campaigns'];

/** A campaign's part a message's key shares (`utm_content`'s `content`): a sentence under it is someone's words. */
export const SHARED_CAMPAIGN_PARTS = ['content', 'term'];

// A campaign's keys, as data (docs/api.md §2.4: `campaignLabel`).

/** A UTM tag's key with its acronym glued to its word (`UTMCampaign`, `inf_custom_UTMSource`): read as `utm` is. */
export const GLUED_UTM_WORDS = ['utmcampaign', 'utmsource', 'utmmedium', 'utmterm', 'utmcontent', 'utmid'];

/** A campaign's key (`utm_campaign`, `campaign`): its value is the name a marketer gave, context whatever its shape. */
export const CAMPAIGN_WORDS = ['utm', 'campaign', 'campaigns', ...GLUED_UTM_WORDS];

/** A campaign's part a message's key shares (`utm_content`'s `content`): a sentence under it is someone's words. */
export const SHARED_CAMPAIGN_PARTS = ['content', 'term'];

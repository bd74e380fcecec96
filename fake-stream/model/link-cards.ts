import type { FakeStreamContext } from '../context.js';
import { channelConfig } from '../channel-config.js';
import type { ChannelRecord, CustomData } from '../store/records.js';
import { enrichUrl, firstLink } from './url-enrichment.js';

/**
 * The message's fields with a card for the first link of its text appended to its attachments, as the provider
 * enriches a new message where the channel's config has `url_enrichment`: not when the message already carries a
 * card (the composer's preview) or the page gives none.
 */
export async function withLinkCard(ctx: FakeStreamContext, channel: ChannelRecord, text: string, fields: CustomData): Promise<CustomData> {
  if (!channelConfig(ctx, channel).url_enrichment) return fields;
  const attachments = Array.isArray(fields['attachments']) ? (fields['attachments'] as unknown[]) : [];
  if (attachments.some((one) => typeof one === 'object' && one !== null && 'og_scrape_url' in one)) return fields;
  const link = firstLink(text);
  if (link === undefined) return fields;
  const card = await enrichUrl(link, { hosts: ctx.config.enrichHosts });
  return card ? { ...fields, attachments: [...attachments, card] } : fields;
}

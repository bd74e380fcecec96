import EmailReplyParser from 'email-reply-parser';

/**
 * Lines where the quoted history or the footer begins. email-reply-parser (GitHub's rules, with Crisp's
 * languages) finds most of them; these are the ones it misses or only finds in some layouts: Outlook's
 * separators and header blocks, quote headers wrapped over two lines, and mobile footers in four languages.
 */
const CUT_LINES: readonly RegExp[] = [
  /^On\s.+\swrote:\s*$/i,
  /^Am\s.+\sschrieb\s.*:\s*$/i,
  /^Le\s.+\sa\s+écrit\s*:\s*$/i,
  /^El\s.+\sescribió\s*:\s*$/i,
  /^-{2,}\s*(Original Message|Ursprüngliche Nachricht|Message d'origine|Mensaje original)\s*-{2,}\s*$/i,
  /^_{8,}\s*$/,
  /^-- ?$/,
  /^(Sent from my |Sent from Outlook|Get Outlook for |Von meinem .+ gesendet|Gesendet von meinem |Envoyé de mon |Envoyé depuis |Enviado desde mi )/i,
];

/** The first line of an Outlook header block: "From:" (or its German, French, Spanish name). */
const HEADER_FROM = /^\*?(From|Von|De)\s*:\*?\s/i;
/** A header line Outlook puts near "From:" in a quoted block. */
const HEADER_SENT = /^\*?(Sent|Date|Gesendet|Datum|Envoyé|Enviado|Fecha|To|An|À|Para)\s*:\*?\s/i;

/**
 * Only the reply: the text above the quoted history, without a signature or a phone's footer. Empty when
 * nothing of the sender's own is left. The library runs after our cut, so its wider rules never see the quote.
 */
export function cutReply(body: string): string {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    const withNext = `${line} ${(lines[index + 1] ?? '').trim()}`;
    const quoteHeaderOverTwoLines = /^(On|Am|Le|El)\s/i.test(line) && CUT_LINES.slice(0, 4).some((rule) => rule.test(withNext));
    const outlookBlock = HEADER_FROM.test(line) && lines.slice(index + 1, index + 4).some((next) => HEADER_SENT.test(next.trim()));
    if (CUT_LINES.some((rule) => rule.test(line)) || quoteHeaderOverTwoLines || outlookBlock) {
      end = index;
      break;
    }
  }
  const above = lines
    .slice(0, end)
    .filter((line) => !/^\s*>/.test(line))
    .join('\n');
  return new EmailReplyParser().parseReply(above).trim();
}

/**
 * Words that take a deal off the board: another messenger, paying outside, wire transfers and crypto. A stranger's
 * message with one of them carries the recipient's notice ("Keep payment and contact on the board …"). Short on
 * purpose, per language the widget speaks: it asks the recipient to look twice, it never refuses a message, so a
 * word that is sometimes innocent ("signal") costs a notice, not a lost message.
 */
import { normaliseForFingerprint } from './fingerprint';

/** Everywhere: the messengers and payment channels scammers move people to. */
const ANY = [
  'whatsapp', 'whats app', 'wa me', 'telegram', 't me', 'signal', 'viber', 'wechat', 'western union', 'moneygram',
  'bitcoin', 'btc', 'usdt', 'tether', 'ethereum', 'crypto', 'gift card', 'giftcard',
];

/** Per language (the widget's locales). */
const BY_LANGUAGE: Record<string, string[]> = {
  en: ['pay outside', 'paid outside', 'outside the board', 'outside the platform', 'outside this platform', 'off the platform', 'off platform',
    'pay me directly', 'pay directly', 'wire transfer', 'bank transfer', 'wire the money', 'crypto wallet', 'wallet address'],
  de: ['außerhalb der plattform', 'ausserhalb der plattform', 'direkt bezahlen', 'direkt zahlen', 'überweisung', 'krypto', 'krypto wallet', 'kryptowallet'],
  es: ['fuera de la plataforma', 'pagar fuera', 'pago por fuera', 'transferencia bancaria', 'billetera cripto', 'monedero cripto', 'cripto'],
  fr: ['en dehors de la plateforme', 'hors de la plateforme', 'payer en dehors', 'payer directement', 'virement bancaire', 'virement', 'portefeuille crypto'],
  hi: ['प्लेटफॉर्म के बाहर', 'बाहर भुगतान', 'सीधे भुगतान', 'व्हाट्सएप', 'टेलीग्राम', 'बैंक ट्रांसफर', 'क्रिप्टो'],
  it: ['fuori dalla piattaforma', 'pagare fuori', 'pagamento diretto', 'bonifico', 'portafoglio crypto', 'cripto'],
  ja: ['プラットフォーム外', 'サイト外', '直接支払', '直接取引', '銀行振込', '振込', 'テレグラム', 'ワッツアップ', '仮想通貨', '暗号資産'],
  ko: ['플랫폼 밖', '플랫폼 외부', '직접 결제', '직거래', '계좌이체', '카카오톡', '텔레그램', '왓츠앱', '암호화폐', '코인 지갑'],
  nl: ['buiten het platform', 'buiten het bord', 'betalen buiten', 'direct betalen', 'bankoverschrijving', 'overboeking', 'crypto portemonnee'],
  pt: ['fora da plataforma', 'pagar por fora', 'pagamento por fora', 'transferencia bancaria', 'carteira cripto', 'cripto', 'pix'],
  ru: ['вне платформы', 'вне сайта', 'оплата напрямую', 'заплатить напрямую', 'банковский перевод', 'перевод на карту', 'криптокошелек', 'крипта', 'телеграм', 'ватсап'],
  tr: ['platform dışında', 'site dışında', 'doğrudan ödeme', 'havale', 'eft', 'kripto', 'kripto cüzdan', 'telgram'],
};

/** Scripts written without spaces between words: their terms match anywhere, the others as whole words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

interface Term { text: string; whole: boolean }

const TERMS: Term[] = [...new Set([...ANY, ...Object.values(BY_LANGUAGE).flat()])]
  .map((term) => ({ text: normaliseForFingerprint(term), whole: !UNSPACED.test(term) }));

/** The languages with a list (the widget's locales). */
export const OFF_BOARD_LANGUAGES = Object.keys(BY_LANGUAGE);

/** The first off-board term `text` mentions, or null. Every language's list applies to every message. */
export function offBoardTerm(text: string): string | null {
  const normal = ` ${normaliseForFingerprint(text)} `;
  for (const term of TERMS) {
    if (term.whole ? normal.includes(` ${term.text} `) : normal.includes(term.text)) return term.text;
  }
  return null;
}

/** The checks a user's `timeZone` and `locale` pass wherever they arrive (the host API, the widget). */
import { z } from 'zod';
import { knownLocale, knownTimeZone } from './renderOptions';

/** An IANA time zone this runtime knows ("Europe/Paris"). */
export const timeZoneField = z.string().max(64, 'must be at most 64 characters').refine(knownTimeZone, 'must be an IANA time zone such as Europe/Paris');

/** A BCP 47 language tag ("fr-FR"). */
export const localeField = z.string().max(35, 'must be at most 35 characters').refine(knownLocale, 'must be a language tag such as fr-FR');

// Where each type's illustration is served from: the files in assets/type-art (their one source, shared with the
// PDF and the share images), emitted by the web build as content-hashed files that are cached for a year. Never
// inlined: a page downloads only the art it shows, and the types page's sixteen stay out of the script bundle.
import ENFJ from '../../../assets/type-art/ENFJ.svg?no-inline';
import ENFP from '../../../assets/type-art/ENFP.svg?no-inline';
import ENTJ from '../../../assets/type-art/ENTJ.svg?no-inline';
import ENTP from '../../../assets/type-art/ENTP.svg?no-inline';
import ESFJ from '../../../assets/type-art/ESFJ.svg?no-inline';
import ESFP from '../../../assets/type-art/ESFP.svg?no-inline';
import ESTJ from '../../../assets/type-art/ESTJ.svg?no-inline';
import ESTP from '../../../assets/type-art/ESTP.svg?no-inline';
import INFJ from '../../../assets/type-art/INFJ.svg?no-inline';
import INFP from '../../../assets/type-art/INFP.svg?no-inline';
import INTJ from '../../../assets/type-art/INTJ.svg?no-inline';
import INTP from '../../../assets/type-art/INTP.svg?no-inline';
import ISFJ from '../../../assets/type-art/ISFJ.svg?no-inline';
import ISFP from '../../../assets/type-art/ISFP.svg?no-inline';
import ISTJ from '../../../assets/type-art/ISTJ.svg?no-inline';
import ISTP from '../../../assets/type-art/ISTP.svg?no-inline';

const TYPE_ART: Readonly<Record<string, string>> = {
  ENFJ, ENFP, ENTJ, ENTP, ESFJ, ESFP, ESTJ, ESTP,
  INFJ, INFP, INTJ, INTP, ISFJ, ISFP, ISTJ, ISTP,
};

/** The URL of a type's art, by code or full code (INTJ-T); null for anything else. */
export function typeArtUrl(code: string): string | null {
  return TYPE_ART[code.slice(0, 4).toUpperCase()] ?? null;
}

/**
 * A machine's words in a script beyond ASCII (`문의.생성`, `заявка_создана`, `पूछताछ_प्राप्त`): an event's or a status's
 * code as a tool writes it (machine-shapes.ts isCode reads ASCII ones). Parts of two letters or more (a vowel's mark is
 * no letter), none a capital, joined by `.` or `_` with no space. A person's abbreviation (`จ.นนทบุรี`, a province;
 * `ул.Ленина`, a street; `बी.कॉम`, a degree) is none.
 */
export const isScriptCode = (value: string) => value.length <= 60 && SCRIPT_CODE.test(value);
const SCRIPT_CODE = /^(?:[\p{Ll}\p{Lo}\d]\p{M}*){2,}(?:[._](?:[\p{Ll}\p{Lo}\d]\p{M}*){2,})+$/u;

import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * Passwords that top the large Chinese leaks (woaini1314 and friends), which the world-wide list
 * below under-represents. Compared case-insensitively; shorter ones are refused by length anyway.
 */
const CHINESE_LEAKS = [
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '987654321', '0123456789',
  '11111111', '00000000', '88888888', '66666666', '99999999', '77777777', '55555555', '22222222',
  '33333333', '44444444', '12341234', '12344321', '11223344', '12121212', '11112222', '123123123',
  '147258369', '147852369', '159753123', '123321123', '1234567a', '12345678a', '123456789a',
  'a12345678', 'a123456789', 'aa123456', 'aa12345678', 'abc12345', 'abc123456', 'abcd1234',
  'abcd123456', '1234abcd', '123456abc', '123456aa', 'a1b2c3d4', '1a2b3c4d', 'abcdefgh', 'abcdefg1',
  'password', 'password1', 'password12', 'password123', 'password!', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'qwertyui', 'qwertyuiop', 'qwerty12', 'qwerty123', 'qwer1234', '1234qwer', 'qwe123456', 'qweasdzxc',
  '123qweasd', '123qweasdzxc', 'q1w2e3r4', 'q1w2e3r4t5', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx',
  '1qazxsw2', 'zaq12wsx', '12qwaszx', 'qazwsxedc', 'asdfghjk', 'asdfghjkl', 'asdf1234', 'asdfasdf',
  'asd123456', 'zxcvbnm1', 'zxcvbnm123', 'z123456789', 'q123456789', '123456789q', 'qq123456',
  'iloveyou', 'iloveyou1', 'iloveyou!', 'iloveyou1314', 'woaini1314', 'woaini520', 'woaini123',
  'aini1314', '5201314520', '1314520520', '52013145', '5201314a', 'sunshine', 'sunshine1', 'princess',
  'princess1', 'football', 'football1', 'baseball', 'baseball1', 'superman', 'superman1', 'starwars',
  'starwars1', 'trustno1', 'letmein1', 'welcome1', 'welcome123', 'hello123', 'admin123', 'admin888',
  'administrator', 'computer', 'internet', 'changeme', 'whatever', 'michelle', 'jennifer', 'jordan23',
  'liverpool', 'chelsea1', 'charlie1', 'freedom1', 'mustang1', 'dragon12', 'monkey12', 'shadow12',
  'master12', 'wang123456', 'zhang123456', 'li123456', 'woaiwojia', 'woaimama', 'qwertyuiop123',
]

/**
 * The refused list: zxcvbn-ts's maintained common-password dictionary (@zxcvbn-ts/language-common,
 * about 49 000 passwords ranked by frequency in public leaks) plus the Chinese leaks above.
 * Built on first use: most requests never need it.
 */
let common: ReadonlySet<string> | null = null
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set([...dictionary['passwords-common'], ...CHINESE_LEAKS].map((p) => String(p).toLowerCase()))
  return common
}

export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase())

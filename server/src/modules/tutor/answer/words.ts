/**
 * The words of answers, in five languages (lower case, after LaTeX and Unicode are made plain).
 * Kept apart from the question reader's vocabulary: answers are read by their own rules.
 */

/** Lead-ins that only announce the answer. */
export const FILLER_PREFIX = new RegExp(
  '^(?:' +
    [
      'final answer', 'the final answer is', 'is it', 'is the answer', 'est-ce que c\'est', "c'est", 'es', '是不是', '是', 'about', 'approximately', 'approx', 'roughly', 'environ', 'à peu près', 'aproximadamente', 'unos', '约', '約', '大约', '大約', '≈', 'answer', 'the answer is', 'my answer is', 'so', 'therefore', 'thus', 'hence', 'i got', 'i get', 'it is', "it's",
      'the solutions? (?:is|are)', 'the roots? (?:is|are)', 'solutions?', 'roots?', 'result', 'réponse finale', 'réponse', 'la réponse est', 'donc', 'alors',
      "j'ai trouvé", 'je trouve', 'la solution est', 'les solutions sont', 'solution', 'résultat', 'respuesta final', 'respuesta', 'la respuesta es', 'entonces',
      'por lo tanto', 'me da', 'me sale', 'la solución es', 'las soluciones son', 'solución', 'resultado', '最终答案', '最終答案', '答案是', '答案', '所以', '因此',
      '故', '解得', '得', '结果是', '結果是', '结果', '結果', '我算出', '我得到', '方程的解为', '方程的解是', '方程式的解為', '解为', '解為', '解是', '(?:不等式的)?解集(?:为|為|是)', 'the solution set is', 'solution set', "l'ensemble des solutions est", 'el conjunto (?:solución|de soluciones) es', '答(?=\\s*[:：])',
    ].join('|') +
    ')(?=[\\s:：,，]|$|[^a-z])',
)

/** "x is 4", "x vaut 4", "x es 4", "x 等于 4": the same as x = 4. */
export const COPULA = /(?<=\b[a-z]\s*)(?:\s+(?:is|equals|vaut|est égal à|est egal a|est|égale|es|vale|igual a|es igual a)\s+|\s*(?:等于|等於|是|为|為)\s*)(?=[-+\d(√.sp]|sqrt|pi)/g

export const NONE_WORDS =
  /no (?:real )?(?:solutions?|roots?)|there is no solution|has no solution|none|impossible|empty set|pas de (?:solution|racine)|aucune (?:solution|racine)|sans solution|ensemble vide|no (?:tiene|hay) (?:solución|soluciones|raíces? reales?)|ninguna solución|sin solución|conjunto vacío|无解|無解|没有(?:实数)?(?:根|解)|沒有(?:實數)?(?:根|解)|无实数(?:根|解)|無實數(?:根|解)|空集/

export const ALL_WORDS =
  /(?:all|every|any) real numbers?|infinitely many|tous les réels|tout (?:nombre )?réel|une infinité|todos los (?:números )?reales|cualquier número(?: real)?|infinitas soluciones|任意实数|任何实数|全体实数|任意實數|任何實數|全體實數|无数(?:个)?解|無數(?:個)?解/

/** Between several answers: "4 or -5", "4 和 -5", "4 ou -5", "4 y -5". */
export const SEPARATOR = /\s*(?:,|;|、|，|；)\s*|\s+(?:or|and|ou|et|o|y|u|e)\s+|\s*(?:或者|或|和|与|與|及|以及)\s*/

/** A change stated in words. */
export const INCREASE = /\b(?:an? )?(?:increase|rise|up|hausse|augmentation|aumento|subida)(?: (?:of|de|del))?\b|(?:增加了?|上涨了?|上漲了?|涨了|漲了|提高了?|上升了?)/
export const DECREASE = /\b(?:an? )?(?:decrease|drop|fall|down|baisse|diminution|disminución|bajada|descenso)(?: (?:of|de|del))?\b|(?:减少了?|減少了?|下降了?|降低了?|降了)/

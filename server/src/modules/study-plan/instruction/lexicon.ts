/**
 * The Latin-script words the parser knows per language: the keywords its patterns read, and
 * everyday words that are one slip away from one of them ("please" and "place", "dans" and
 * "danse"). The spelling corrector corrects towards keywords and never touches a known word;
 * language detection counts the words only one language has.
 */
type Latin = 'en' | 'fr' | 'es'

const KEYWORDS: Record<'en' | 'fr' | 'es', string> = {
  en: `add schedule plan create book put place move reschedule shift push postpone delay change switch delete remove cancel erase
    clear today tomorrow tonight yesterday morning afternoon evening night noon midnight monday tuesday wednesday thursday friday
    saturday sunday week weekend month next this last every daily each always minutes minute hours hour half quarter until
    weekday weekdays times lesson lessons class classes exam exams test tests quiz revision review homework exercises practice
    reading session everything what when have show schedule free later earlier forward back from starting following
    long rename`,
  fr: `ajoute ajouter planifie programme mets mettre place deplace deplacer decale decaler repousse reporte avance bouge change
    supprime supprimer efface annule enleve retire aujourd demain hier matin apres midi soir soiree nuit lundi mardi mercredi jeudi
    vendredi samedi dimanche semaine prochaine prochain dernier chaque tous toutes jours jour minutes heure heures demie quart
    pendant jusqu cours examen controle interro revision revisions devoirs exercices lecture seance tout quoi quand libre planning
    partir desormais suivants suivantes dans demi dure durer renomme rallonge raccourcis prolonge`,
  es: `anade agrega programa crea apunta pon poner mueve mover cambia pasa aplaza pospon retrasa adelanta borra elimina quita cancela
    suprime manana hoy ayer tarde noche madrugada lunes martes miercoles jueves viernes sabado domingo semana proxima proximo cada
    todos todas dias minutos hora horas media cuarto durante hasta clase clases examen prueba repaso deberes tarea ejercicios
    lectura sesion todo tengo cuando libre horario partir adelante siguientes dentro dure durar renombra nombre alarga acorta`,
}

/** Everyday words that are one slip from a keyword ("please" / "place", "para" / "pasa"): never corrected. */
const COMMON: Record<'en' | 'fr' | 'es', string> = {
  en: `please thanks thank with that then them they there these those what when where which will would could should have need
    want like make take also just only into onto over after before again instead about some more less much many other another
    first second time days done cannot start stop okay sure maybe remind study learn read write watch listen speak call meet
    meeting going lunch dinner breakfast sleep rest break game report notes paper chapter page pages book
    books mock final finals midterm science drawing late early text team work word
    free busy here right left your mine their same back home school room today's tomorrow's
    one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty past o'clock last`,
  fr: `s'il plait avec pour dans mais donc alors faire avoir etre veux voudrais dois peux merci aussi encore plus moins tres bien
    apres avant entre vers depuis rien quelque chose temps fois lire ecrire etudier reviser apprendre travailler
    devoir maison ecole mettre cette celle celui leur leurs notre votre mien sans sous chez elle nous vous bonjour comme fait
    faut aller venir voir montre affiche donne rappelle livre livres roman cahier page pages chapitre
    une deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize vingt trente quarante cinquante`,
  es: `por favor para pero entonces hacer tener quiero necesito puedo gracias tambien menos bien despues antes entre hacia desde nada
    algo cosa tiempo veces leer escribir estudiar repasar aprender trabajar este esta estos estas mismo
    otra otro casa escuela toda como donde hola muestrame dime dame luego recuerdame libro libros novela cuaderno pagina paginas
    una uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince veinte treinta cuarenta cincuenta punto`,
}

const words = (text: string) => text.split(/\s+/).filter(Boolean)

export const LEXICON: Record<Latin, Set<string>> = {
  en: new Set([...words(KEYWORDS.en), ...words(COMMON.en)]),
  fr: new Set([...words(KEYWORDS.fr), ...words(COMMON.fr)]),
  es: new Set([...words(KEYWORDS.es), ...words(COMMON.es)]),
}

export const COMMON_WORDS: Record<Latin, Set<string>> = {
  en: new Set(words(COMMON.en)),
  fr: new Set(words(COMMON.fr)),
  es: new Set(words(COMMON.es)),
}

/** Words of one language's lexicon that the other two do not have (for telling languages apart). */
export const OWN_WORDS: Record<Latin, Set<string>> = {
  en: new Set([...LEXICON.en].filter((w) => !LEXICON.fr.has(w) && !LEXICON.es.has(w))),
  fr: new Set([...LEXICON.fr].filter((w) => !LEXICON.en.has(w) && !LEXICON.es.has(w))),
  es: new Set([...LEXICON.es].filter((w) => !LEXICON.en.has(w) && !LEXICON.fr.has(w))),
}

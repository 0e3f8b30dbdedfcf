/** The person is the one falling ("the employee slipped", "she fell"), not an object falling on them. */
export const PERSON_FELL =
  /\b(employee|worker|he|she|they|i|we|person|man|woman|operator|driver|nurse|cleaner|contractor)\s+(?:\w+\s+){0,3}?(fell|slipped|tripped|stumbled|lost (his|her|their|my) (footing|balance))\b/i;

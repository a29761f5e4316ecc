/** The product page's badge and offer texts (P §2, §5, §6, §9). */
export const badgeTexts = {
  /** P §6: a member's line in place of the add button on a premier product. */
  premierMemberActive: (date: string) => `Unlimited membership active, valid until ${date}`,
  /** P §5: the premier sign-up label guests see on premier products. */
  premierSignUp: 'Unlimited delivery for a year with Premier',
  premierSignUpLink: 'Sign up',
  /** P §6: the rewards message; guests get the join link (/sign-up). */
  rewards: (points: number, value: string) => `Earn ${points} reward points worth ${value}`,
  rewardsJoin: 'Join now',
  subscriptionTitle: 'Subscribe & save',
  subscriptionPrice: (price: string) => `${price} per delivery`,
  subscriptionNote: (percentOff: number) => `Save ${percentOff}% on every repeat delivery. Skip or cancel any time.`,
  previewBadge: 'Preview',
} as const;

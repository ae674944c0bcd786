import { Avatar, ReasonChips } from '@hackmate/shared/ui';
import type { FeedUser } from '@hackmate/shared/types';
import { m, useDragControls, useMotionValue, useReducedMotionConfig, useTransform, type PanInfo } from 'framer-motion';
import { useEffect, useRef } from 'react';
import { Link } from '@hackmate/shared/router';
import { useEarlyPress } from '../hooks/use-early-press';
import { cardBio, cardReasons, cardSkills, cardTrust, firstName } from '../lib/card-text';
import { SWIPE_EXIT_OFFSET_PX, SWIPE_EXIT_SECONDS, SWIPE_MAX_TILT_DEG, swipeDecision, type SwipeAction } from '../lib/swipe-decision';
import './swipe-card.css';

export interface SwipeCardProps {
  user: FeedUser;
  /** Called once the user decided, by drag, button or key; the parent removes the card. */
  onAction: (action: SwipeAction, userId: string) => void;
  /** Set when the card arrives after a swipe (or an Undo): its button for this action takes the focus. */
  focusAction?: SwipeAction | null;
  /** Whether motion's animation and drag code is here (the deck fetches it at the first interaction). */
  motionReady?: boolean;
}

// The exit depends on the decision, which AnimatePresence hands over as `custom` (+1 right, -1 left):
// the card leaves sideways and downwards while fading out (SPEC §9).
const variants = {
  enter: { opacity: 0, scale: 0.96 },
  shown: { opacity: 1, scale: 1, x: 0, y: 0 },
  exit: (direction: number) => ({
    opacity: 0,
    x: direction * SWIPE_EXIT_OFFSET_PX,
    y: SWIPE_EXIT_OFFSET_PX,
    transition: { duration: SWIPE_EXIT_SECONDS },
  }),
};

// With reduced motion the card neither travels nor tilts: it only fades, in and out.
const stillVariants = {
  enter: { opacity: 0 },
  shown: { opacity: 1 },
  exit: { opacity: 0, transition: { duration: SWIPE_EXIT_SECONDS } },
};

/** The top card of the feed: horizontal drag only, constrained to its origin, > 100 px decides. */
export function SwipeCard({ user, onAction, focusAction = null, motionReady = true }: SwipeCardProps) {
  const name = firstName(user.fullName);
  const bio = cardBio(user.bio);
  const reasons = cardReasons(user.reasons);
  const trust = cardTrust(user, reasons);
  const still = useReducedMotionConfig() ?? false;
  // The card leans the way it is dragged, up to the full tilt one exit distance out.
  const x = useMotionValue(0);
  const tilt = useTransform(x, [-SWIPE_EXIT_OFFSET_PX, SWIPE_EXIT_OFFSET_PX], [-SWIPE_MAX_TILT_DEG, SWIPE_MAX_TILT_DEG]);
  const buttons = { ignore: useRef<HTMLButtonElement>(null), interested: useRef<HTMLButtonElement>(null) };
  const dragControls = useDragControls();
  const earlyPress = useEarlyPress(motionReady, dragControls, (action) => onAction(action, user._id));

  // Only on arrival: the keyboard stays where it was working, on the card now on top.
  useEffect(() => {
    if (focusAction) buttons[focusAction].current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function handleDragEnd(_event: MouseEvent | TouchEvent | PointerEvent, info: PanInfo) {
    const action = swipeDecision(info.offset.x);
    // Below the threshold the drag constraints spring the card back to the centre.
    if (action) onAction(action, user._id);
  }

  return (
    <m.article
      className="hm-card hm-swipe-card"
      aria-label={`${name}'s card`}
      data-testid="swipe-card"
      drag="x"
      dragControls={dragControls}
      dragConstraints={{ left: 0, right: 0 }}
      onDragEnd={handleDragEnd}
      {...earlyPress}
      style={still ? undefined : { x, rotate: tilt }}
      variants={still ? stillVariants : variants}
      // Before motion's code has arrived (the first card) the card is simply there: nothing could fade it in.
      initial={motionReady ? 'enter' : false}
      animate="shown"
      exit="exit"
    >
      <Avatar src={user.profileUrl} name={user.fullName} size={400} className="hm-swipe-card__photo" draggable={false} priority />
      {/* Scrolls on a short screen, so the keyboard can reach it (and scroll it) too. */}
      <div className="hm-swipe-card__body" tabIndex={0} role="group" aria-label={`About ${name}`}>
        <h2 className="hm-swipe-card__name">{name}</h2>
        <p className="hm-muted hm-swipe-card__username">@{user.userName}</p>
        {trust.length > 0 ? (
          <ul className="hm-muted hm-swipe-card__trust" aria-label="Activity and teammates">
            {trust.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <ReasonChips reasons={reasons} label="Why you might team up" className="hm-swipe-card__reasons" />
        {bio ? <p className="hm-swipe-card__bio">{bio}</p> : null}
        {user.skills.length > 0 ? (
          <ul className="hm-swipe-card__skills" aria-label="Skills">
            {cardSkills(user.skills).map((skill) => (
              <li key={skill} className="hm-chip">
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="hm-swipe-card__actions">
        <button ref={buttons.ignore} type="button" className="hm-btn hm-btn-danger" onClick={() => onAction('ignore', user._id)}>
          Ignore
        </button>
        <button ref={buttons.interested} type="button" className="hm-btn hm-btn-primary" onClick={() => onAction('interested', user._id)}>
          Interested
        </button>
        <Link className="hm-btn hm-swipe-card__profile" to={`/profile/user/${user._id}`}>
          View Profile
        </Link>
      </div>
    </m.article>
  );
}

import {
  cloneElement,
  createElement,
  isValidElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { loadOnce } from './loadOnce.ts';

type Gesture = 'hover' | 'focus' | 'click' | 'contextMenu';

type TriggerProps = {
  children?: ReactNode;
  open?: boolean;
  disabled?: boolean;
  trigger?: Gesture | Gesture[];
  onOpenChange?: (open: boolean, ...details: never[]) => void;
};

type ChildProps = Record<string, unknown> & { ref?: Ref<HTMLElement> };

/** The events that wake a closed popup for each of its gestures; pointing at or focusing any trigger fetches early. */
const OPENING_EVENTS: Record<Gesture, string> = { hover: 'onMouseEnter', focus: 'onFocus', click: 'onClick', contextMenu: 'onContextMenu' };
const FETCHING_EVENTS = ['onMouseEnter', 'onFocus', 'onTouchStart'];

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A stand-in for an antd popup that opens from its child (Tooltip, Popover, Popconfirm, Dropdown), which fetches the
 * real one when the member first points at, focuses or touches the child, not when it renders: the trigger library,
 * the menus and the motion they ride on (about 30 KiB gzip) stay off the first load of every page whose popups nobody
 * has used yet. Until then the child renders alone, which is what a closed popup shows. The real one takes over when a
 * gesture asks to open it (a click for a click-opened menu, pointing for a tooltip) and opens at once, and the child,
 * which it renders anew, gets back the focus it had, so a keyboard opens it as a mouse does.
 */
export function triggerOnDemand<Props extends TriggerProps>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  defaultTrigger: Gesture,
) {
  const real = loadOnce(load);

  return function TriggerOnDemand(props: Props) {
    const [loaded, setLoaded] = useState(real.loaded !== null);
    const [openState, setOpenState] = useState(false);
    // Whether the child had the focus when the real one took over, which renders it anew.
    const [refocus, setRefocus] = useState(false);
    const triggerNode = useRef<HTMLElement | null>(null);
    // What the member's gestures ask for while the code is on its way: pointing away again before it has arrived
    // leaves a tooltip closed.
    const wantsOpen = useRef(false);
    const taken = useRef(false);
    const mounted = useRef(true);
    const latest = useRef(props);
    latest.current = props;

    useEffect(() => {
      mounted.current = true;
      return () => {
        mounted.current = false;
      };
    }, []);

    // Pointing at or focusing the child fetches the code; the real one takes over only once a gesture asks to open it,
    // so that a click on its way is never lost to a child rendered anew under the pointer.
    const wake = () => {
      void real.load().then(() => {
        if (!mounted.current || !wantsOpen.current || taken.current) return;
        taken.current = true;
        setRefocus(triggerNode.current !== null && triggerNode.current.contains(document.activeElement));
        // An application that controls `open` is asked to open it, as the real one's own trigger would ask.
        if (latest.current.open !== undefined) latest.current.onOpenChange?.(true);
        else setOpenState(true);
        setLoaded(true);
      });
    };

    // An application that opens it itself (a controlled `open`) does not wait for a gesture.
    const { open } = props;
    useEffect(() => {
      if (!open || loaded) return;
      void real.load().then(() => {
        if (mounted.current) setLoaded(true);
      });
    }, [open, loaded]);

    useLayoutEffect(() => {
      if (loaded && refocus) triggerNode.current?.focus();
    }, [loaded, refocus]);

    const child = props.children;
    const Real = loaded ? real.loaded : null;
    if (!isValidElement<ChildProps>(child)) return Real ? createElement(Real, props) : (child ?? null);
    const childRef = child.props.ref;
    const ref = (node: HTMLElement | null) => {
      triggerNode.current = node;
      assignRef(childRef, node);
    };

    if (Real) {
      // Kept open or closed here unless the application controls it, so that the gesture that woke it opens it; the
      // real one's own triggers go on opening and closing it through onOpenChange.
      const realProps = {
        ...props,
        open: open ?? openState,
        onOpenChange: (next: boolean, ...details: never[]) => {
          setOpenState(next);
          props.onOpenChange?.(next, ...details);
        },
        children: cloneElement(child, { ref }),
      };
      return createElement(Real, realProps);
    }

    const gestures = props.trigger === undefined ? [defaultTrigger] : ([] as Gesture[]).concat(props.trigger);
    const handlers: Record<string, (event: SyntheticEvent) => void> = {};
    const on = (name: string, handle: (event: SyntheticEvent) => void) => {
      const own = (handlers[name] ?? child.props[name]) as ((event: SyntheticEvent) => void) | undefined;
      handlers[name] = (event) => {
        own?.(event);
        handle(event);
      };
    };
    for (const name of FETCHING_EVENTS) on(name, wake);
    if (!props.disabled) {
      for (const gesture of gestures) {
        on(OPENING_EVENTS[gesture], (event) => {
          if (gesture === 'contextMenu') event.preventDefault();
          wantsOpen.current = gesture === 'click' ? !wantsOpen.current : true;
          wake();
        });
      }
      if (gestures.includes('hover')) on('onMouseLeave', () => (wantsOpen.current = false));
      if (gestures.includes('focus')) on('onBlur', () => (wantsOpen.current = false));
    }
    return cloneElement(child, { ...handlers, ref });
  };
}

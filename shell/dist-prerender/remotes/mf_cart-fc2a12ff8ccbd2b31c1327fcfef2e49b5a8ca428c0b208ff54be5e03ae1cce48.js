/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	// The require scope
/******/ 	const __webpack_require__ = {};
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/compat get default export */
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__webpack_require__.n = (module) => {
/******/ 		const getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__webpack_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	// define getter/value functions for harmony exports
/******/ 	__webpack_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__webpack_require__.o(definition, key) && !__webpack_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	__webpack_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop));
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	// define __esModule on exports
/******/ 	__webpack_require__.r = (exports) => {
/******/ 		Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ 	
/************************************************************************/
let __webpack_exports__ = {};
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ CartRoutes)
});

;// external "react/jsx-runtime"
const jsx_runtime_namespaceObject = require("react/jsx-runtime");
;// external "shared-lib"
const external_shared_lib_namespaceObject = require("shared-lib");
;// external "i18next"
const external_i18next_namespaceObject = require("i18next");
var external_i18next_default = /*#__PURE__*/__webpack_require__.n(external_i18next_namespaceObject);
;// ./src/store/cart-slice.ts


const initialCartState = {
    items: [],
    recentlyRemoved: null,
    totalItems: 0,
    subtotal: 0,
    total: 0,
    specialInstructions: '',
    tableNumber: null,
    tableSetAt: null,
    orderType: null,
    sessionId: '',
    isLoading: false,
    isInitialized: false,
    isSubmittingOrder: false
};
function recompute(state) {
    Object.assign(state, (0,external_shared_lib_namespaceObject.cartTotals)(state.items));
}
/** The cart (SPEC 3, 4.3); its rules are shared-lib's, this slice only applies them. */ const cartSlice = (0,external_shared_lib_namespaceObject.createSlice)({
    name: 'cart',
    initialState: initialCartState,
    reducers: {
        /** The saved cart comes back; its table only while the visit holds (`now`: ms, TABLE_VISIT_HOURS). */ restored (state, action) {
            const s = action.payload.session;
            // Items added before the restore (from the menu, while this remote loaded) stay on top of the saved ones.
            const added = state.items;
            state.items = s?.items ?? [];
            for (const line of added)state.items = (0,external_shared_lib_namespaceObject.addCartLine)(state.items, line);
            const table = (0,external_shared_lib_namespaceObject.heldTable)(s, action.payload.now);
            if (table) {
                state.tableNumber = table;
                state.tableSetAt = s.tableSetAt;
            }
            state.orderType = s?.orderType === 'table' && !state.tableNumber ? null : s?.orderType ?? state.orderType;
            state.specialInstructions = s?.specialInstructions ?? state.specialInstructions;
            state.sessionId = s?.sessionId || action.payload.newSessionId;
            state.isInitialized = true;
            recompute(state);
        },
        quantityChanged (state, action) {
            const { index, quantity } = action.payload;
            const line = state.items[index];
            if (!line) return;
            if (quantity <= 0) state.recentlyRemoved = {
                item: line,
                index,
                timestamp: Date.now()
            };
            state.items = (0,external_shared_lib_namespaceObject.setCartLineQuantity)(state.items, index, quantity);
            recompute(state);
        },
        /** The diner changed a line's options in the cart; the price is the menu's for those options. */ optionsChanged (state, action) {
            const { index, customizations, price } = action.payload;
            state.items = (0,external_shared_lib_namespaceObject.changeCartLineOptions)(state.items, index, customizations, price);
            recompute(state);
        },
        itemRemoved (state, action) {
            const { items, removed } = (0,external_shared_lib_namespaceObject.removeCartLine)(state.items, action.payload);
            if (!removed) return;
            state.items = items;
            state.recentlyRemoved = removed;
            recompute(state);
        },
        /** Undo puts the line back at its old position, or at the end if the list is now shorter. */ removalUndone (state) {
            if (!state.recentlyRemoved) return;
            state.items = (0,external_shared_lib_namespaceObject.restoreCartLine)(state.items, state.recentlyRemoved);
            state.recentlyRemoved = null;
            recompute(state);
        },
        undoExpired (state) {
            state.recentlyRemoved = null;
        },
        /** Empties items and instructions; keeps the table number and session id. */ cleared (state) {
            state.items = [];
            state.specialInstructions = '';
            state.recentlyRemoved = null;
            recompute(state);
        },
        specialInstructionsChanged (state, action) {
            state.specialInstructions = action.payload;
        },
        /** A table from a QR code's link (or a table order placed): it holds for the visit from now; null lets it go. */ tableNumberChanged: {
            reducer (state, action) {
                state.tableNumber = action.payload;
                state.tableSetAt = action.payload ? action.meta.at : null;
                if (!action.payload && state.orderType === 'table') state.orderType = null;
            },
            prepare: (table)=>({
                    payload: table,
                    meta: {
                        at: Date.now()
                    }
                })
        },
        /** How the diner will get the order (chosen in the cart or at checkout): the totals everywhere follow it. */ orderTypeChanged (state, action) {
            state.orderType = action.payload;
        }
    },
    extraReducers: (builder)=>{
        builder.addCase(external_shared_lib_namespaceObject.cartItemAdded, (state, action)=>{
            state.items = (0,external_shared_lib_namespaceObject.addCartLine)(state.items, action.payload);
            recompute(state);
        });
    }
});
const cartActions = cartSlice.actions;
const injectedCartSlice = (0,external_shared_lib_namespaceObject.injectSlice)(cartSlice);

;// ./src/store/index.ts
var _g;



/** A table QR code links to /{lang}/menu?table=12: the table number is kept for checkout. */ const TABLE_PATTERN = /^[A-Za-z0-9-]{1,10}$/;
function tableFromUrl(search) {
    const table = new URLSearchParams(search).get('table')?.trim();
    return table && TABLE_PATTERN.test(table) ? table : null;
}
function storage() {
    try {
        return window.localStorage;
    } catch  {
        return undefined;
    }
}
function newSessionId() {
    return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
const saved = (c)=>[
        c.items,
        c.tableNumber,
        c.tableSetAt,
        c.orderType,
        c.sessionId,
        c.specialInstructions
    ];
/**
 * mf-cart's `./store`: injects the cart slice into the shell's store, restores the saved session, takes the
 * items added before it loaded, and saves on every change of items, table number, session id or instructions.
 */ function start() {
    const store = (0,external_shared_lib_namespaceObject.getAppStore)();
    store.dispatch(cartActions.restored({
        session: (0,external_shared_lib_namespaceObject.readSavedSession)(storage()),
        newSessionId: newSessionId(),
        now: Date.now()
    }));
    for (const item of (0,external_shared_lib_namespaceObject.takePendingCartItems)())store.dispatch((0,external_shared_lib_namespaceObject.cartItemAdded)(item));
    const table = typeof window === 'undefined' ? null : tableFromUrl(window.location.search);
    if (table) {
        store.dispatch(cartActions.tableNumberChanged(table));
        (0,external_shared_lib_namespaceObject.track)('table_number_entered', {
            table,
            from: 'qr'
        });
    }
    let last;
    const save = ()=>{
        const cart = store.getState().cart;
        if (!cart) return;
        const now = saved(cart);
        if (last && now.every((v, i)=>v === last[i])) return;
        last = now;
        (0,external_shared_lib_namespaceObject.writeSavedSession)(storage(), {
            items: cart.items,
            tableNumber: cart.tableNumber,
            tableSetAt: cart.tableSetAt,
            orderType: cart.orderType,
            sessionId: cart.sessionId,
            specialInstructions: cart.specialInstructions,
            timestamp: Date.now()
        });
    };
    // SPEC 8.3: '{item} restored to cart' whenever a removed line comes back (from the toast or the page).
    let previous = store.getState().cart;
    const announceRestore = ()=>{
        const cart = store.getState().cart;
        const before = previous;
        previous = cart;
        const removed = before?.recentlyRemoved;
        if (removed && cart && !cart.recentlyRemoved && cart.items.length > (before?.items.length ?? 0)) {
            store.dispatch((0,external_shared_lib_namespaceObject.toastRequested)({
                message: external_i18next_default().t('restored', {
                    ns: 'cart',
                    item: removed.item.name
                }),
                type: 'success',
                duration: external_shared_lib_namespaceObject.TOAST_DURATIONS.cartRestore
            }));
        }
    };
    // SPEC 4.3: the undo option is cleared after 10 seconds, on whatever page the diner is.
    let undoTimer;
    let undoFor;
    const expireUndo = ()=>{
        const removed = store.getState().cart?.recentlyRemoved ?? null;
        if (removed === undoFor) return;
        undoFor = removed;
        clearTimeout(undoTimer);
        if (removed) undoTimer = setTimeout(()=>store.dispatch(cartActions.undoExpired()), Math.max(0, removed.timestamp + external_shared_lib_namespaceObject.UNDO_WINDOW_MS - Date.now()));
    };
    save();
    store.subscribe(()=>{
        save();
        announceRestore();
        expireUndo();
    });
    return Promise.resolve();
}
const g = globalThis;
// On the site's server (which renders the cart page's first view) there is no saved cart to restore: the cart stays
// unknown there, and the page says it is opening rather than empty (cart-page.tsx).
const ready = typeof window === 'undefined' ? Promise.resolve() : (_g = g).__mfCartStarted ?? (_g.__mfCartStarted = start());
/** Whether the diner's saved cart has been restored into the store (never on the server). */ function isCartRestored() {
    return g.__mfCartStarted !== undefined;
}

;// ./src/cart/order-totals.tsx



/** How the diner will get the order: as chosen in the cart or at checkout, else at the table with a table, else pickup. */ function useCartOrderType() {
    const cart = (0,external_shared_lib_namespaceObject.useSelector)((s)=>s.cart ?? initialCartState);
    return cart.orderType ?? (cart.tableNumber ? 'table' : 'pickup');
}
/**
 * The order's figures, the same lines and labels in the mini cart, the cart and the checkout: subtotal, service fee,
 * the delivery fee only for a delivery, and the total for that order type (shared-lib's rule, as the API prices it).
 */ function OrderTotals({ subtotal, orderType, terms, lang, testId }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('cart');
    const { fees } = terms;
    const totals = (0,external_shared_lib_namespaceObject.exactOrderTotals)(subtotal, orderType, fees);
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(jsx_runtime_namespaceObject.Fragment, {
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("dl", {
                className: "cart-totals",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dt", {
                        children: t('subtotal')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dd", {
                        "data-testid": `${testId}-subtotal`,
                        children: (0,external_shared_lib_namespaceObject.formatMoney)(Number(totals.subtotal))
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dt", {
                        children: t('serviceFee', {
                            rate: (0,external_shared_lib_namespaceObject.formatPercent)(fees.serviceFeeRate, lang)
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dd", {
                        "data-testid": `${testId}-service-fee`,
                        children: (0,external_shared_lib_namespaceObject.formatMoney)(Number(totals.serviceFee))
                    }),
                    orderType === 'delivery' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(jsx_runtime_namespaceObject.Fragment, {
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dt", {
                                children: t('deliveryFee')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dd", {
                                "data-testid": `${testId}-delivery-fee`,
                                children: Number(totals.deliveryFee) === 0 ? t('free') : (0,external_shared_lib_namespaceObject.formatMoney)(Number(totals.deliveryFee))
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dt", {
                        className: "cart-total",
                        children: t('total')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dd", {
                        className: "cart-total",
                        "data-testid": `${testId}-total`,
                        children: (0,external_shared_lib_namespaceObject.formatMoney)(Number(totals.total))
                    })
                ]
            }),
            Number(totals.total) > terms.maxTotal && // said where the total is, before the diner gets to the last step
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                className: "cart-error",
                role: "status",
                "data-testid": `${testId}-too-large`,
                children: t('orderTooLarge', {
                    max: (0,external_shared_lib_namespaceObject.formatMoney)(terms.maxTotal)
                })
            })
        ]
    });
}
/** The order type, chosen in the cart or at checkout (one choice: the cart's). */ function OrderTypeChoice({ name }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('cart');
    const dispatch = (0,external_shared_lib_namespaceObject.useDispatch)();
    const orderType = useCartOrderType();
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("fieldset", {
        className: "cart-order-type",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("legend", {
                children: t('orderType')
            }),
            [
                'table',
                'pickup',
                'delivery'
            ].map((type)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("label", {
                    className: "cart-choice",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("input", {
                            type: "radio",
                            name: name,
                            value: type,
                            checked: orderType === type,
                            onChange: ()=>dispatch(cartActions.orderTypeChanged(type))
                        }),
                        t(type === 'table' ? 'typeTable' : type === 'pickup' ? 'typePickup' : 'typeDelivery')
                    ]
                }, type))
        ]
    });
}

;// external "react"
const external_react_namespaceObject = require("react");
;// ../node_modules/lucide-react/dist/esm/shared/src/utils/toKebabCase.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */

const toKebabCase = (string) => string?.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();


//# sourceMappingURL=toKebabCase.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/utils/toLucideIconData.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



function toLucideIconData(iconName, iconNode, aliases = []) {
  if (iconNode == null) {
    throw new Error("[lucide]: iconNode is required when icon name is used");
  }
  return {
    name: toKebabCase(iconName),
    size: 24,
    node: iconNode,
    ...aliases.length > 0 ? { aliases } : {}
  };
}


//# sourceMappingURL=toLucideIconData.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/utils/toCamelCase.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */

const toCamelCase = (string) => {
  let out = "";
  let upperNext = false;
  for (const ch of string) {
    if (ch === "-" || ch === "_" || ch <= " ") {
      upperNext = out.length > 0;
      continue;
    }
    if (out.length === 0) {
      out += ch.toLowerCase();
    } else {
      out += upperNext ? ch.toUpperCase() : ch;
    }
    upperNext = false;
  }
  return out;
};


//# sourceMappingURL=toCamelCase.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/utils/toPascalCase.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const toPascalCase = (string) => {
  const camelCase = toCamelCase(string);
  return camelCase.charAt(0).toUpperCase() + camelCase.slice(1);
};


//# sourceMappingURL=toPascalCase.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */

const mergeClasses = (...classes) => {
  const tokens = /* @__PURE__ */ new Set();
  for (const cls of classes) {
    if (typeof cls !== "string") continue;
    for (const token of cls.split(/\s+/)) {
      if (token) tokens.add(token);
    }
  }
  return [...tokens].join(" ");
};


//# sourceMappingURL=mergeClasses.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/build/defaultAttributes.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */

const defaultAttributes = {
  xmlns: "http://www.w3.org/2000/svg",
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  "stroke-width": 2,
  "stroke-linecap": "round",
  "stroke-linejoin": "round"
};


//# sourceMappingURL=defaultAttributes.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/build/buildLucideIconNode.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */




function isDefined(value) {
  return value !== null && value !== void 0;
}
function buildLucideIconNode(icon, params = {}) {
  const attributeNames = params.attributeNames ?? {};
  const getAttributeName = (attributeName) => attributeNames[attributeName] ?? attributeName;
  const viewBoxWidth = icon.size ?? icon.width ?? defaultAttributes["width"];
  const viewBoxHeight = icon.size ?? icon.height ?? defaultAttributes["height"];
  const aliasClassNames = icon.aliases?.filter((alias) => typeof alias === "string" && alias.trim() !== "").map((alias) => `lucide-${alias}`) ?? [];
  const iconClassNames = [...icon.name ? [`lucide-${icon.name}`] : [], ...aliasClassNames];
  const classNamesFromClassName = params.className?.split(" ").filter(Boolean) ?? [];
  const className = params.includeDefaultClasses === false ? mergeClasses(...classNamesFromClassName) : mergeClasses("lucide", ...iconClassNames, ...classNamesFromClassName);
  const calculatedStrokeWidth = params.absoluteStrokeWidth ? Number(params.strokeWidth ?? defaultAttributes["stroke-width"]) * Number(icon.size ?? icon.width ?? defaultAttributes["width"]) / Number(params.size ?? params.width ?? defaultAttributes["width"]) : params.strokeWidth ?? defaultAttributes["stroke-width"];
  const attributes = {
    ...Object.entries(defaultAttributes).reduce((attrs, [attrName, value]) => {
      attrs[getAttributeName(attrName)] = value;
      return attrs;
    }, {}),
    ..."color" in params && params.color && {
      [getAttributeName("stroke")]: params.color
    },
    ..."size" in params && isDefined(params.size) && {
      [getAttributeName("width")]: params.size,
      [getAttributeName("height")]: params.size
    },
    ..."width" in params && isDefined(params.width) && {
      [getAttributeName("width")]: params.width
    },
    ..."height" in params && isDefined(params.height) && {
      [getAttributeName("height")]: params.height
    },
    [getAttributeName("stroke-width")]: calculatedStrokeWidth,
    ...className && {
      [getAttributeName("class")]: className
    },
    [getAttributeName("viewBox")]: `0 0 ${viewBoxWidth} ${viewBoxHeight}`,
    ...params.hasA11yProp === false ? {
      [getAttributeName("aria-hidden")]: "true"
    } : {},
    ..."attributes" in params && params.attributes
  };
  return [
    "svg",
    attributes,
    icon.node.map((child) => {
      const [name, attrs, children] = child;
      const nextAttrs = params.nonScalingStroke ? { [getAttributeName("vector-effect")]: "non-scaling-stroke", ...attrs } : attrs;
      return children ? [name, nextAttrs, children] : [name, nextAttrs];
    })
  ];
}


//# sourceMappingURL=buildLucideIconNode.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



function buildLucideIconForReact(icon, params = {}) {
  return buildLucideIconNode(icon, {
    ...params,
    attributeNames: {
      ...params.attributeNames,
      class: "className",
      "stroke-width": "strokeWidth",
      "stroke-linecap": "strokeLinecap",
      "stroke-linejoin": "strokeLinejoin",
      "vector-effect": "vectorEffect"
    }
  });
}


//# sourceMappingURL=buildLucideIconForReact.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */

const hasA11yProp = (props) => {
  if (props == null || typeof props !== "object") {
    return false;
  }
  for (const prop in props) {
    if (Object.prototype.hasOwnProperty.call(props, prop) && (prop.startsWith("aria-") || prop === "role" || prop === "title") && props[prop] != null) {
      return true;
    }
  }
  return false;
};


//# sourceMappingURL=hasA11yProp.mjs.map

;// ../node_modules/lucide-react/dist/esm/context.mjs
/* unused harmony import specifier */ var useMemo;
/* unused harmony import specifier */ var createElement;

"use client";
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const LucideContext = (0,external_react_namespaceObject.createContext)({});
function LucideProvider({
  children,
  size,
  color,
  strokeWidth,
  absoluteStrokeWidth,
  nonScalingStroke,
  className
}) {
  const value = useMemo(
    () => ({
      size,
      color,
      strokeWidth,
      absoluteStrokeWidth,
      nonScalingStroke,
      className
    }),
    [size, color, strokeWidth, absoluteStrokeWidth, nonScalingStroke, className]
  );
  return createElement(LucideContext.Provider, { value }, children);
}
const useLucideContext = () => (0,external_react_namespaceObject.useContext)(LucideContext);


//# sourceMappingURL=context.mjs.map

;// ../node_modules/lucide-react/dist/esm/Icon.mjs

"use client";
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */







const Icon = (0,external_react_namespaceObject.forwardRef)(
  ({
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className = "",
    children,
    iconNode = [],
    icon = {
      node: iconNode,
      aliases: [],
      size: 24
    },
    ...rest
  }, ref) => {
    const {
      size: contextSize = 24,
      strokeWidth: contextStrokeWidth = 2,
      absoluteStrokeWidth: contextAbsoluteStrokeWidth = false,
      nonScalingStroke: contextNonScalingStroke = false,
      color: contextColor = "currentColor",
      className: contextClass = ""
    } = useLucideContext() ?? {};
    const hasAccessibleProp = Boolean(children) || hasA11yProp(rest);
    const [name, svgAttributes, builtIconNode = []] = buildLucideIconForReact(icon, {
      color: color ?? contextColor,
      width: width ?? size ?? contextSize,
      height: height ?? size ?? contextSize,
      strokeWidth: strokeWidth ?? contextStrokeWidth,
      absoluteStrokeWidth: absoluteStrokeWidth ?? contextAbsoluteStrokeWidth,
      nonScalingStroke: nonScalingStroke ?? contextNonScalingStroke,
      className: mergeClasses(contextClass, className),
      hasA11yProp: hasAccessibleProp,
      attributes: rest
    });
    return (0,external_react_namespaceObject.createElement)(
      name,
      {
        ref,
        ...svgAttributes
      },
      [
        ...builtIconNode.map(([tag, attrs]) => (0,external_react_namespaceObject.createElement)(tag, attrs)),
        ...Array.isArray(children) ? children : [children]
      ]
    );
  }
);


//# sourceMappingURL=Icon.mjs.map

;// ../node_modules/lucide-react/dist/esm/createLucideIcon.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */






function createLucideIcon(iconDataOrName, iconNode = [], aliases = []) {
  const iconData = typeof iconDataOrName === "string" ? toLucideIconData(iconDataOrName, iconNode, aliases) : iconDataOrName;
  const Component = (0,external_react_namespaceObject.forwardRef)(
    ({ className, ...props }, ref) => (0,external_react_namespaceObject.createElement)(Icon, {
      ref,
      icon: iconData,
      className,
      ...props
    })
  );
  if (iconData.name) {
    Component.displayName = toPascalCase(iconData.name);
  }
  return Component;
}


//# sourceMappingURL=createLucideIcon.mjs.map

;// ../node_modules/lucide-react/dist/esm/icons/trash.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "trash",
  size: 24,
  node: [
    ["path", { d: "M10 11v6", key: "nco0om" }],
    ["path", { d: "M14 11v6", key: "outv1u" }],
    ["path", { d: "M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6", key: "miytrc" }],
    ["path", { d: "M3 6h18", key: "d0wm0j" }],
    ["path", { d: "M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2", key: "e791ji" }]
  ],
  aliases: ["trash-2"]
};
__iconData.node;
const Trash = createLucideIcon(__iconData);


//# sourceMappingURL=trash.mjs.map

;// ../node_modules/lucide-react/dist/esm/icons/minus.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const minus_iconData = {
  name: "minus",
  size: 24,
  node: [["path", { d: "M5 12h14", key: "1ays0h" }]]
};
minus_iconData.node;
const Minus = createLucideIcon(minus_iconData);


//# sourceMappingURL=minus.mjs.map

;// ../node_modules/lucide-react/dist/esm/icons/plus.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const plus_iconData = {
  name: "plus",
  size: 24,
  node: [
    ["path", { d: "M5 12h14", key: "1ays0h" }],
    ["path", { d: "M12 5v14", key: "s699le" }]
  ]
};
plus_iconData.node;
const Plus = createLucideIcon(plus_iconData);


//# sourceMappingURL=plus.mjs.map

;// external "shared-lib/server-state"
const server_state_namespaceObject = require("shared-lib/server-state");
;// ./src/cart/menu-names.ts


const EMPTY = new Map();
/**
 * The menus in the page's language, asked for only when there are lines to name (an empty cart asks for nothing);
 * empty until they arrive (lines then show the names they were added with). They are the lists the menu pages read,
 * from the same server-state cache (shared-lib/server-state): a cart opened after the menu asks for nothing.
 */ function useMenuIndex(lang, hasLines) {
    const mainRead = server_state_namespaceObject.menuReads.useMenuItemsQuery({
        menu: 'main',
        lang
    }, {
        skip: !hasLines
    });
    const mokalandRead = server_state_namespaceObject.menuReads.useMenuItemsQuery({
        menu: 'mokaland',
        lang
    }, {
        skip: !hasLines
    });
    const main = mainRead.currentData;
    const mokaland = mokalandRead.currentData;
    // Both menus at once (or what there is once the other has failed), so the lines change once, not twice.
    const ready = (main !== undefined || mainRead.isError) && (mokaland !== undefined || mokalandRead.isError);
    return (0,external_react_namespaceObject.useMemo)(()=>ready && (main || mokaland) ? new Map([
            ...main ?? [],
            ...mokaland ?? []
        ].map((item)=>[
                String(item.id),
                item
            ])) : EMPTY, [
        ready,
        main,
        mokaland
    ]);
}
/** What a cart line shows: names re-read from the menu in the current language, so a switch renames every line. */ function lineText(line, menu) {
    const item = menu.get(line.id);
    if (!item) return {
        name: line.name,
        options: []
    };
    const options = [];
    for (const group of item.customizations){
        const picked = line.customizations[group.key];
        const keys = Array.isArray(picked) ? picked.map(String) : picked === undefined || picked === null ? [] : [
            String(picked)
        ];
        for (const option of group.options)if (keys.includes(option.key)) options.push(option.name);
    }
    return {
        name: item.name,
        options
    };
}

;// ./src/cart/cart-line.tsx






/** The line's options as the menu offers them now, in the page's language; a change reprices the line. */ function OptionsEditor({ item, line, index }) {
    const dispatch = (0,external_shared_lib_namespaceObject.useDispatch)();
    const id = (0,external_react_namespaceObject.useId)();
    const choices = line.customizations;
    const change = (next)=>{
        const customizations = (0,external_shared_lib_namespaceObject.cartCustomizations)(next);
        dispatch(cartActions.optionsChanged({
            index,
            customizations,
            price: Number((0,external_shared_lib_namespaceObject.unitPrice)(item, customizations))
        }));
    };
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
        className: "cart-line-editor",
        children: item.customizations.map((group)=>{
            const picked = choices[group.key];
            return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("fieldset", {
                className: "cart-options",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("legend", {
                        children: group.name
                    }),
                    group.options.map((o)=>{
                        const checked = Array.isArray(picked) ? picked.includes(o.key) : picked === o.key;
                        const delta = Number(o.priceDelta);
                        return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("label", {
                            className: "cart-choice",
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("input", {
                                    type: group.multiple ? 'checkbox' : 'radio',
                                    name: `${id}-${group.key}`,
                                    checked: checked,
                                    onChange: (e)=>{
                                        if (!group.multiple) return change({
                                            ...choices,
                                            [group.key]: o.key
                                        });
                                        const current = Array.isArray(picked) ? picked : [];
                                        change({
                                            ...choices,
                                            [group.key]: e.target.checked ? [
                                                ...current,
                                                o.key
                                            ] : current.filter((k)=>k !== o.key)
                                        });
                                    }
                                }),
                                o.name,
                                delta !== 0 && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                                    className: "cart-mark",
                                    children: ` (${delta > 0 ? '+' : '−'}${(0,external_shared_lib_namespaceObject.formatMoney)(Math.abs(delta))})`
                                })
                            ]
                        }, o.key);
                    })
                ]
            }, group.key);
        })
    });
}
/**
 * One cart line, on the cart page and in the mini cart: picture, name and chosen options in the page's language,
 * unit price, quantity (decrease disabled at 1, SPEC 2.7), line total and remove with Undo (SPEC 4.3, 8.3).
 */ function CartLineView({ line, index, menu, compact = false }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('cart');
    const dispatch = (0,external_shared_lib_namespaceObject.useDispatch)();
    const { name, options } = lineText(line, menu);
    const item = menu.get(line.id);
    const [editing, setEditing] = (0,external_react_namespaceObject.useState)(false);
    const editable = !compact && item !== undefined && item.customizations.length > 0;
    // Until the menu is read, a line with options holds the room its options and "Change options" will take (CLS).
    const awaitingMenu = menu.size === 0 && Object.keys(line.customizations ?? {}).length > 0;
    const remove = ()=>{
        dispatch(cartActions.itemRemoved(index));
        dispatch((0,external_shared_lib_namespaceObject.toastRequested)({
            message: t('removed', {
                item: name
            }),
            type: 'info',
            duration: external_shared_lib_namespaceObject.TOAST_DURATIONS.removalWithUndo,
            action: {
                label: t('undo'),
                dispatch: cartActions.removalUndone()
            }
        }));
    };
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("li", {
        className: `cart-line${compact ? ' cart-line-compact' : ''}`,
        "data-testid": compact ? 'mini-cart-line' : 'cart-line',
        children: [
            line.image ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.DishPicture, {
                className: "cart-line-image",
                image: line.image,
                alt: "",
                sizes: "72px",
                width: 72
            }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                className: "cart-line-image cart-line-placeholder"
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "cart-line-info",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("strong", {
                        className: "cart-line-name",
                        children: name
                    }),
                    options.length > 0 ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                        className: "cart-line-options",
                        "data-testid": "cart-line-options",
                        children: options.join(', ')
                    }) : awaitingMenu && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                        className: "cart-line-options",
                        "aria-hidden": "true",
                        children: '\u00a0'
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                        className: "cart-line-unit",
                        children: (0,external_shared_lib_namespaceObject.formatMoney)(line.price)
                    }),
                    editable && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                        type: "button",
                        className: "cart-link-button cart-line-edit",
                        "aria-expanded": editing,
                        onClick: ()=>setEditing((e)=>!e),
                        children: t('editOptions')
                    }),
                    awaitingMenu && !compact && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                        className: "cart-line-edit-room",
                        "aria-hidden": "true"
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                type: "button",
                className: "cart-icon-button cart-line-remove",
                "aria-label": t('remove', {
                    item: name
                }),
                onClick: remove,
                children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(Trash, {
                    className: "cart-icon",
                    "aria-hidden": "true",
                    focusable: "false"
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "cart-qty",
                role: "group",
                "aria-label": t('quantity'),
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                        type: "button",
                        "aria-label": t('decrease', {
                            item: name
                        }),
                        disabled: line.quantity <= 1,
                        onClick: ()=>dispatch(cartActions.quantityChanged({
                                index,
                                quantity: line.quantity - 1
                            })),
                        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(Minus, {
                            className: "cart-icon",
                            "aria-hidden": "true",
                            focusable: "false"
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("output", {
                        "aria-live": "polite",
                        children: line.quantity
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                        type: "button",
                        "aria-label": t('increase', {
                            item: name
                        }),
                        disabled: line.quantity >= external_shared_lib_namespaceObject.MAX_LINE_QUANTITY,
                        onClick: ()=>dispatch(cartActions.quantityChanged({
                                index,
                                quantity: line.quantity + 1
                            })),
                        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(Plus, {
                            className: "cart-icon",
                            "aria-hidden": "true",
                            focusable: "false"
                        })
                    })
                ]
            }),
            line.quantity >= external_shared_lib_namespaceObject.MAX_LINE_QUANTITY && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                className: "cart-note cart-line-limit",
                "data-testid": "quantity-limit",
                children: t('quantityMax', {
                    max: external_shared_lib_namespaceObject.MAX_LINE_QUANTITY
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                className: "cart-line-total",
                "aria-label": t('lineTotal'),
                children: (0,external_shared_lib_namespaceObject.formatMoney)(line.total)
            }),
            editable && editing && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(OptionsEditor, {
                item: item,
                line: line,
                index: index
            })
        ]
    });
}

;// ./src/cart/fees.ts


/**
 * Keeps the page's settings true while it is open: the settings stream (GET /settings/events) says `settings` on every
 * connect and reconnect and whenever a manager pauses or resumes online ordering or changes the hours, closed dates or
 * fees; the settings are read again then, and on coming back online or into view. EventSource reconnects by itself.
 */ function useLiveSettings(live) {
    const dispatch = (0,external_shared_lib_namespaceObject.useDispatch)();
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (!live || typeof EventSource === 'undefined') return;
        const source = new EventSource(`${external_shared_lib_namespaceObject.API_BASE_PATH}/settings/events`);
        const reload = ()=>void external_shared_lib_namespaceObject.apiClient.get('/settings').then((answer)=>dispatch((0,external_shared_lib_namespaceObject.publicSettingsLoaded)(answer.data)), ()=>undefined);
        // the page came with the settings the host read: the first connect needs no second read; reconnects and changes do
        let first = true;
        source.addEventListener('settings', ()=>{
            if (first) first = false;
            else reload();
        });
        // A dropped signal may leave the stream looking open while its events are lost: coming back online, or back into
        // view, reads the settings again.
        const visible = ()=>document.visibilityState === 'visible' && reload();
        window.addEventListener('online', reload);
        document.addEventListener('visibilitychange', visible);
        return ()=>{
            source.close();
            window.removeEventListener('online', reload);
            document.removeEventListener('visibilitychange', visible);
        };
    }, [
        dispatch,
        live
    ]);
}
/** The time now, moved on every minute: "Closed now" ends at the opening time without a reload. */ function useMinute() {
    const [now, setNow] = (0,external_react_namespaceObject.useState)(()=>new Date());
    (0,external_react_namespaceObject.useEffect)(()=>{
        const timer = setInterval(()=>setNow(new Date()), 60000);
        return ()=>clearInterval(timer);
    }, []);
    return now;
}
/**
 * The restaurant's fees and whether it takes online orders now (paused, or closed by its hours), from the settings the
 * host put in the store; with `live` (the cart and checkout pages), kept live while the page is open. The spec's
 * defaults until they arrive, and while React hydrates the server's page (the server rendered the defaults).
 */ function useOrderingTerms({ live = false } = {}) {
    const hydrated = (0,external_shared_lib_namespaceObject.useHydrated)();
    const settings = (0,external_shared_lib_namespaceObject.useSelector)((state)=>(0,external_shared_lib_namespaceObject.selectPublicSettings)(state));
    const now = useMinute();
    useLiveSettings(live);
    return hydrated ? (0,external_shared_lib_namespaceObject.orderingTermsOf)(settings, now) : external_shared_lib_namespaceObject.DEFAULT_ORDERING_TERMS;
}

;// ./src/cart/ordering-notice.tsx


/**
 * Why an order cannot be placed now, before the diner fills a cart: online ordering paused by a manager, or the
 * restaurant closed ("Closed now, opens at 07:00"), with ordering ahead offered when there are times to order for. The API refuses such an order anyway (ORDERING_PAUSED,
 * RESTAURANT_CLOSED); the menu stays open to look at.
 */ function OrderingNotice({ terms }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('cart');
    if (terms.paused) {
        return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
            className: "cart-paused",
            role: "status",
            "data-testid": "ordering-paused",
            children: t('orderingPaused')
        });
    }
    if (!terms.closed) return null;
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
        className: "cart-paused",
        role: "status",
        "data-testid": "restaurant-closed",
        children: !terms.closed.opensAt ? t('closedForNow') : terms.aheadSlots.length > 0 ? t('closedOrderAhead', {
            time: terms.closed.opensAt
        }) : t('closedNow', {
            time: terms.closed.opensAt
        })
    });
}

;// ./src/cart/cart-page.tsx









function CartPage({ lang }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('cart');
    const dispatch = (0,external_shared_lib_namespaceObject.useDispatch)();
    // the saved cart shows from the render after hydration: the server's page says it is opening
    const restored = (0,external_shared_lib_namespaceObject.useHydrated)() && isCartRestored();
    const cart = (0,external_shared_lib_namespaceObject.useSelector)((s)=>s.cart ?? initialCartState);
    const removed = cart.recentlyRemoved;
    const menu = useMenuIndex(lang, restored && (cart.items.length > 0 || removed !== null));
    const terms = useOrderingTerms({
        live: true
    });
    const { fees } = terms;
    const orderType = useCartOrderType();
    if (!restored) {
        // the server's first view: the saved cart is in the diner's browser, so it is neither shown nor called empty here
        return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
            className: "cart-page",
            children: [
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h1", {
                    children: t('title')
                }),
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                    className: "cart-opening",
                    role: "status",
                    children: t('opening')
                })
            ]
        });
    }
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
        className: "cart-page",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h1", {
                children: t('title')
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(OrderingNotice, {
                terms: terms
            }),
            cart.tableNumber && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                className: "cart-table",
                children: t('tableNumber', {
                    table: cart.tableNumber
                })
            }),
            removed && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "cart-notice",
                role: "status",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                        children: t('removed', {
                            item: lineText(removed.item, menu).name
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                        type: "button",
                        className: "cart-link-button",
                        onClick: ()=>dispatch(cartActions.removalUndone()),
                        children: t('undo')
                    })
                ]
            }),
            cart.items.length === 0 ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "cart-empty",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                        className: "cart-empty-title",
                        children: t('empty')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                        children: t('emptyHint')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Link, {
                        className: "cart-button",
                        to: (0,external_shared_lib_namespaceObject.withLanguage)(lang, '/menu'),
                        children: t('browseMenu')
                    })
                ]
            }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "cart-layout",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("ul", {
                        className: "cart-lines",
                        children: cart.items.map((line, index)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(CartLineView, {
                                line: line,
                                index: index,
                                menu: menu
                            }, `${line.id}-${index}`))
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("aside", {
                        className: "cart-summary",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(OrderTypeChoice, {
                                name: "cart-order-type"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(OrderTotals, {
                                subtotal: cart.subtotal,
                                orderType: orderType,
                                terms: terms,
                                lang: lang,
                                testId: "cart"
                            }),
                            orderType === 'delivery' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                                className: "cart-note",
                                children: t('deliveryNote', {
                                    fee: (0,external_shared_lib_namespaceObject.formatMoney)(Number(fees.deliveryFee)),
                                    threshold: (0,external_shared_lib_namespaceObject.formatMoney)(Number(fees.freeDeliveryThreshold))
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Link, {
                                className: "cart-button",
                                to: (0,external_shared_lib_namespaceObject.withLanguage)(lang, '/checkout'),
                                children: t('checkout')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Link, {
                                className: "cart-link",
                                to: (0,external_shared_lib_namespaceObject.withLanguage)(lang, '/menu'),
                                children: t('continueShopping')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                                type: "button",
                                className: "cart-link-button",
                                onClick: ()=>{
                                    dispatch(cartActions.cleared());
                                    dispatch((0,external_shared_lib_namespaceObject.toastRequested)({
                                        message: t('cleared'),
                                        type: 'success',
                                        duration: external_shared_lib_namespaceObject.TOAST_DURATIONS.helper
                                    }));
                                },
                                children: t('clear')
                            })
                        ]
                    })
                ]
            })
        ]
    });
}

;// ./src/checkout/order-ahead-choice.tsx



/**
 * "When?" for a pickup or delivery: as soon as possible (not while the restaurant is closed), or a time later today or
 * tomorrow from the slots of the settings (orderAheadSlots, which the API checks again).
 */ function OrderAheadChoice({ slots, closed, value, onChange, lang }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('cart');
    const id = (0,external_react_namespaceObject.useId)();
    const today = (0,external_shared_lib_namespaceObject.bakuDate)();
    const days = [
        ...new Set(slots.map((s)=>s.date))
    ];
    const later = value !== null;
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("fieldset", {
        className: "cart-options cart-ahead",
        "data-testid": "order-ahead",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("legend", {
                children: t('ahead.when')
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("label", {
                className: "cart-choice",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("input", {
                        type: "radio",
                        name: `${id}-when`,
                        checked: !later,
                        disabled: closed,
                        onChange: ()=>onChange(null)
                    }),
                    " ",
                    closed ? t('ahead.whenNowClosed') : t('ahead.whenNow')
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("label", {
                className: "cart-choice",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("input", {
                        type: "radio",
                        name: `${id}-when`,
                        checked: later,
                        onChange: ()=>onChange(slots[0]?.at ?? null)
                    }),
                    " ",
                    t('ahead.whenLater')
                ]
            }),
            later && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "cart-field",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("label", {
                        htmlFor: `${id}-time`,
                        children: t('ahead.whenTime')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("select", {
                        id: `${id}-time`,
                        value: value ?? '',
                        onChange: (e)=>onChange(e.target.value),
                        children: days.map((day)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("optgroup", {
                                label: day === today ? t('ahead.today') : t('ahead.tomorrow'),
                                children: slots.filter((s)=>s.date === day).map((s)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("option", {
                                        value: s.at,
                                        children: t(day === today ? 'ahead.todayAt' : 'ahead.tomorrowAt', {
                                            time: (0,external_shared_lib_namespaceObject.formatSlotTime)(s.time, lang)
                                        })
                                    }, s.at))
                            }, day))
                    })
                ]
            })
        ]
    });
}

;// ./src/checkout/checkout-page.tsx











const CHECKOUT_KEY = `${external_shared_lib_namespaceObject.BRAND_STORAGE_PREFIX}_checkout_key`;
const LAST_ORDER_KEY = `${external_shared_lib_namespaceObject.BRAND_STORAGE_PREFIX}_last_order`;
function session() {
    try {
        return window.sessionStorage;
    } catch  {
        return undefined;
    }
}
/**
 * One idempotency key per submission: the same order details reuse it, so a retry after a lost answer or a double
 * click returns the first order; different details make a new one.
 */ function idempotencyKeyFor(body) {
    const fingerprint = JSON.stringify(body);
    try {
        const saved = JSON.parse(session()?.getItem(CHECKOUT_KEY) ?? 'null');
        if (saved?.fingerprint === fingerprint) return saved.key;
    } catch  {
    // unreadable: make a new key
    }
    const key = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now()}${Math.random().toString(36).slice(2)}`;
    session()?.setItem(CHECKOUT_KEY, JSON.stringify({
        key,
        fingerprint
    }));
    return key;
}
function CheckoutPage({ lang }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('cart');
    const dispatch = (0,external_shared_lib_namespaceObject.useDispatch)();
    const navigate = (0,external_shared_lib_namespaceObject.useNavigate)();
    const cart = (0,external_shared_lib_namespaceObject.useSelector)((s)=>s.cart ?? initialCartState);
    const menu = useMenuIndex(lang, cart.items.length > 0);
    const terms = useOrderingTerms({
        live: true
    });
    const { fees } = terms;
    const orderType = useCartOrderType();
    const [table, setTable] = (0,external_react_namespaceObject.useState)(cart.tableNumber ?? '');
    const [phone, setPhone] = (0,external_react_namespaceObject.useState)('');
    const [name, setName] = (0,external_react_namespaceObject.useState)('');
    const [email, setEmail] = (0,external_react_namespaceObject.useState)('');
    const [notifyStatus, setNotifyStatus] = (0,external_react_namespaceObject.useState)(false);
    const [address, setAddress] = (0,external_react_namespaceObject.useState)('');
    // A signed-in diner's saved addresses: the latest used is offered first, the others a tap away; a new one is kept
    // (unless the diner unticks it), and a saved one used again moves first.
    const { account, addresses } = (0,server_state_namespaceObject.useSavedAddresses)();
    const [keepAddress, setKeepAddress] = (0,external_react_namespaceObject.useState)(true);
    const addressSaved = addresses?.some((a)=>a.address === address.trim()) ?? false;
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (addresses?.[0]) setAddress((v)=>v || addresses[0].address);
    }, [
        addresses
    ]);
    const [errors, setErrors] = (0,external_react_namespaceObject.useState)({});
    const [failure, setFailure] = (0,external_react_namespaceObject.useState)('');
    const [submitting, setSubmitting] = (0,external_react_namespaceObject.useState)(false);
    // Ordering ahead (pickup and delivery): while closed a time must be chosen, so the first one is offered; a chosen
    // time that has passed moves to the next one.
    const [aheadAt, setAheadAt] = (0,external_react_namespaceObject.useState)(null);
    const aheadOffered = orderType !== 'table' && terms.aheadSlots.length > 0;
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (!aheadOffered) return;
        if (terms.closed && aheadAt === null) setAheadAt(terms.aheadSlots[0].at);
        else if (aheadAt !== null && !terms.aheadSlots.some((s)=>s.at === aheadAt)) setAheadAt(terms.aheadSlots[0].at);
    }, [
        aheadOffered,
        terms.closed,
        terms.aheadSlots,
        aheadAt
    ]);
    // A signed-in diner's checkout starts from their profile (name, phone, e-mail); what they type wins.
    // (Staff entering an order at the counter start from an empty form.)
    const me = (0,external_shared_lib_namespaceObject.useSelector)((s)=>s.auth?.status === 'authenticated' && s.auth.user?.role === 'CUSTOMER' ? s.auth.user : null);
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (!me) return;
        setName((v)=>v || me.name);
        setPhone((v)=>v || (me.phone ?? ''));
        setEmail((v)=>v || me.email);
    }, [
        me
    ]);
    // After a failed submit the first field in error gets the focus (its message is read with it) and is scrolled into view.
    const form = (0,external_react_namespaceObject.useRef)(null);
    const [failedAttempt, setFailedAttempt] = (0,external_react_namespaceObject.useState)(0);
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (failedAttempt === 0) return;
        const first = form.current?.querySelector('[aria-invalid="true"]');
        first?.focus();
        first?.scrollIntoView({
            block: 'center'
        });
    }, [
        failedAttempt
    ]);
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (cart.items.length > 0) (0,external_shared_lib_namespaceObject.track)('order_review_started', {
            lines: cart.items.length
        });
    // only when the page opens
    }, []);
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (cart.tableNumber && !table) setTable(cart.tableNumber);
    // the table number may arrive after the saved cart is restored
    }, [
        cart.tableNumber
    ]);
    if (cart.items.length === 0) {
        return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
            className: "cart-page cart-empty",
            children: [
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h1", {
                    children: t('checkoutTitle')
                }),
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                    className: "cart-empty-title",
                    role: "status",
                    children: t('emptyOrder')
                }),
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Link, {
                    className: "cart-button",
                    to: (0,external_shared_lib_namespaceObject.withLanguage)(lang, '/menu'),
                    children: t('browseMenu')
                })
            ]
        });
    }
    function validate() {
        const found = {};
        if (orderType === 'table' && !TABLE_PATTERN.test(table.trim())) found.tableNumber = table.trim() ? t('errors.table') : t('errors.required');
        if (orderType !== 'table' && !(0,external_shared_lib_namespaceObject.fitsFormat)(external_shared_lib_namespaceObject.phoneFormat, phone.trim())) found.phone = phone.trim() ? t('errors.phone') : t('errors.required');
        if (orderType === 'delivery' && address.trim().length < external_shared_lib_namespaceObject.DELIVERY_ADDRESS_LENGTH.min) found.deliveryAddress = address.trim() ? t('errors.address') : t('errors.required');
        if (email.trim() && !(0,external_shared_lib_namespaceObject.fitsFormat)(external_shared_lib_namespaceObject.emailFormat, email.trim())) found.email = t('errors.email');
        return found;
    }
    async function submit(e) {
        e.preventDefault();
        if (submitting) return;
        const found = validate();
        setErrors(found);
        if (Object.keys(found).length) {
            setFailedAttempt((n)=>n + 1);
            return;
        }
        const body = {
            orderType,
            ...orderType === 'table' ? {
                tableNumber: table.trim()
            } : {},
            ...orderType !== 'table' ? {
                phone: phone.trim()
            } : {},
            ...orderType === 'delivery' ? {
                deliveryAddress: address.trim(),
                ...account && (addressSaved || keepAddress) ? {
                    saveAddress: true
                } : {}
            } : {},
            ...aheadOffered && aheadAt ? {
                scheduledFor: aheadAt
            } : {},
            ...name.trim() ? {
                customerName: name.trim()
            } : {},
            ...email.trim() ? {
                email: email.trim(),
                notifyStatus
            } : {},
            ...cart.sessionId && /^[A-Za-z0-9_-]{8,64}$/.test(cart.sessionId) ? {
                sessionId: cart.sessionId
            } : {},
            ...cart.specialInstructions.trim() ? {
                specialInstructions: cart.specialInstructions.trim()
            } : {},
            language: lang,
            items: cart.items.map((l)=>({
                    menuItemId: Number(l.id),
                    quantity: l.quantity,
                    customizations: l.customizations
                }))
        };
        // No network (a table with a weak signal): said at once, the cart kept, nothing sent.
        if (typeof navigator !== 'undefined' && navigator.onLine === false) {
            setFailure(t('orderOffline'));
            return;
        }
        setSubmitting(true);
        setFailure('');
        try {
            const res = await external_shared_lib_namespaceObject.apiClient.post('/orders', body, {
                headers: {
                    'Idempotency-Key': idempotencyKeyFor(body)
                }
            });
            session()?.removeItem(CHECKOUT_KEY);
            session()?.setItem(LAST_ORDER_KEY, JSON.stringify({
                code: res.data.code,
                total: res.data.total
            }));
            if (orderType === 'table') dispatch(cartActions.tableNumberChanged(table.trim()));
            if (body.saveAddress) dispatch(server_state_namespaceObject.dinerMemory.util.invalidateTags([
                'SavedAddresses'
            ]));
            dispatch(cartActions.cleared());
            (0,external_shared_lib_namespaceObject.track)('order_confirmation_viewed', {
                code: res.data.code
            });
            navigate((0,external_shared_lib_namespaceObject.withLanguage)(lang, `/order-success?code=${res.data.code}`));
        } catch (error) {
            // The cart stays as it was; the diner is told what happened in their language.
            if ((0,external_shared_lib_namespaceObject.isApiFailure)(error) && (error.code === 'ORDER_TOO_LARGE' || error.fields?.scheduledFor)) setFailure((0,external_shared_lib_namespaceObject.apiErrorText)(error));
            else if ((0,external_shared_lib_namespaceObject.isApiFailure)(error) && error.status === 422) setFailure(t('orderFailedItems'));
            else if ((0,external_shared_lib_namespaceObject.isApiFailure)(error) && error.code === 'EMPTY_ORDER') setFailure(t('emptyOrder'));
            else if ((0,external_shared_lib_namespaceObject.isApiFailure)(error) && error.code === 'ORDERING_PAUSED') setFailure(t('orderingPaused'));
            else if ((0,external_shared_lib_namespaceObject.isApiFailure)(error) && (error.code === 'RESTAURANT_CLOSED' || error.code === 'RESTAURANT_CLOSED_FOR_NOW')) setFailure((0,external_shared_lib_namespaceObject.apiErrorText)(error));
            else if ((0,external_shared_lib_namespaceObject.isApiFailure)(error) && error.status !== undefined && error.status < 500) setFailure(t('orderFailed'));
            else if ((0,external_shared_lib_namespaceObject.isApiFailure)(error) && error.status === 503) setFailure(t('orderFailedBusy'));
            else setFailure(navigator.onLine === false ? t('orderOffline') : t('orderFailedNetwork'));
        } finally{
            setSubmitting(false);
        }
    }
    const mark = (required)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("span", {
            className: "cart-mark",
            children: [
                " (",
                required ? t('required') : t('optional'),
                ")"
            ]
        });
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
        className: "cart-page cart-checkout",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h1", {
                children: t('checkoutTitle')
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(OrderingNotice, {
                terms: terms
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "cart-layout",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("form", {
                        className: "cart-form",
                        noValidate: true,
                        onSubmit: submit,
                        ref: form,
                        children: [
                            cart.tableNumber && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("p", {
                                className: "cart-table-notice",
                                "data-testid": "table-notice",
                                children: [
                                    t('atTable', {
                                        table: cart.tableNumber
                                    }),
                                    ' ',
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                                        type: "button",
                                        className: "cart-link-button",
                                        onClick: ()=>{
                                            dispatch(cartActions.tableNumberChanged(null));
                                            setTable('');
                                        },
                                        children: t('notAtTable')
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(OrderTypeChoice, {
                                name: "orderType"
                            }),
                            aheadOffered && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(OrderAheadChoice, {
                                slots: terms.aheadSlots,
                                closed: terms.closed !== null,
                                value: aheadAt,
                                onChange: setAheadAt,
                                lang: lang
                            }),
                            orderType === 'table' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                                className: "cart-field",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("label", {
                                        htmlFor: "checkout-table",
                                        children: [
                                            t('tableLabel'),
                                            mark(true)
                                        ]
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("input", {
                                        id: "checkout-table",
                                        value: table,
                                        maxLength: 10,
                                        "aria-invalid": Boolean(errors.tableNumber),
                                        "aria-describedby": errors.tableNumber ? 'checkout-table-error' : 'checkout-table-hint',
                                        onChange: (e)=>setTable(e.target.value),
                                        onBlur: ()=>table.trim() && (0,external_shared_lib_namespaceObject.track)('table_number_entered', {
                                                table: table.trim(),
                                                from: 'checkout'
                                            })
                                    }),
                                    errors.tableNumber ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                                        className: "cart-error",
                                        id: "checkout-table-error",
                                        children: errors.tableNumber
                                    }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                                        className: "cart-note",
                                        id: "checkout-table-hint",
                                        children: t('tableHint')
                                    })
                                ]
                            }),
                            orderType === 'delivery' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                                className: "cart-field",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("label", {
                                        htmlFor: "checkout-address",
                                        children: [
                                            t('addressLabel'),
                                            mark(true)
                                        ]
                                    }),
                                    addresses && addresses.length > 0 && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
                                        className: "cart-saved-addresses",
                                        role: "group",
                                        "aria-label": t('savedAddresses'),
                                        "data-testid": "saved-addresses",
                                        children: addresses.map((a)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                                                type: "button",
                                                className: "cart-chip",
                                                "aria-pressed": a.address === address.trim(),
                                                onClick: ()=>setAddress(a.address),
                                                children: a.address
                                            }, a.id))
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("textarea", {
                                        id: "checkout-address",
                                        rows: 2,
                                        maxLength: external_shared_lib_namespaceObject.DELIVERY_ADDRESS_LENGTH.max,
                                        value: address,
                                        "aria-invalid": Boolean(errors.deliveryAddress),
                                        "aria-describedby": errors.deliveryAddress ? 'checkout-address-error' : undefined,
                                        onChange: (e)=>setAddress(e.target.value)
                                    }),
                                    errors.deliveryAddress && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                                        className: "cart-error",
                                        id: "checkout-address-error",
                                        children: errors.deliveryAddress
                                    }),
                                    account && address.trim() && !addressSaved && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("label", {
                                        className: "cart-check",
                                        children: [
                                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("input", {
                                                type: "checkbox",
                                                checked: keepAddress,
                                                onChange: (e)=>setKeepAddress(e.target.checked)
                                            }),
                                            " ",
                                            t('saveAddress')
                                        ]
                                    })
                                ]
                            }),
                            orderType !== 'table' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                                className: "cart-field",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("label", {
                                        htmlFor: "checkout-phone",
                                        children: [
                                            t('phoneLabel'),
                                            mark(true)
                                        ]
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("input", {
                                        id: "checkout-phone",
                                        type: "tel",
                                        autoComplete: "tel",
                                        value: phone,
                                        "aria-invalid": Boolean(errors.phone),
                                        "aria-describedby": errors.phone ? 'checkout-phone-error' : undefined,
                                        onChange: (e)=>setPhone(e.target.value)
                                    }),
                                    errors.phone && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                                        className: "cart-error",
                                        id: "checkout-phone-error",
                                        children: errors.phone
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                                className: "cart-field",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("label", {
                                        htmlFor: "checkout-name",
                                        children: [
                                            t('nameLabel'),
                                            mark(false)
                                        ]
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("input", {
                                        id: "checkout-name",
                                        autoComplete: "name",
                                        maxLength: 100,
                                        value: name,
                                        onChange: (e)=>setName(e.target.value)
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                                className: "cart-field",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("label", {
                                        htmlFor: "checkout-email",
                                        children: [
                                            t('emailLabel'),
                                            mark(false)
                                        ]
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("input", {
                                        id: "checkout-email",
                                        type: "email",
                                        autoComplete: "email",
                                        maxLength: 254,
                                        value: email,
                                        "aria-invalid": Boolean(errors.email),
                                        "aria-describedby": errors.email ? 'checkout-email-error' : 'checkout-email-hint',
                                        onChange: (e)=>setEmail(e.target.value)
                                    }),
                                    errors.email ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                                        className: "cart-error",
                                        id: "checkout-email-error",
                                        children: errors.email
                                    }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                                        className: "cart-hint",
                                        id: "checkout-email-hint",
                                        children: t('emailHint')
                                    }),
                                    email.trim() && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("label", {
                                        className: "cart-check",
                                        children: [
                                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("input", {
                                                type: "checkbox",
                                                checked: notifyStatus,
                                                onChange: (e)=>setNotifyStatus(e.target.checked)
                                            }),
                                            " ",
                                            t('notifyStatus')
                                        ]
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                                className: "cart-field",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("label", {
                                        htmlFor: "checkout-instructions",
                                        children: [
                                            t('instructionsLabel'),
                                            mark(false)
                                        ]
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("textarea", {
                                        id: "checkout-instructions",
                                        rows: 2,
                                        maxLength: 500,
                                        placeholder: t('instructionsHint'),
                                        value: cart.specialInstructions,
                                        onChange: (e)=>dispatch(cartActions.specialInstructionsChanged(e.target.value)),
                                        onBlur: ()=>cart.specialInstructions.trim() && (0,external_shared_lib_namespaceObject.track)('special_instructions_added', {
                                                length: cart.specialInstructions.trim().length
                                            })
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                                type: "submit",
                                className: "cart-button",
                                disabled: submitting,
                                children: submitting ? t('placing') : t('placeOrder')
                            }),
                            failure && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                                className: "cart-error",
                                role: "alert",
                                children: failure
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("aside", {
                        className: "cart-summary",
                        "aria-labelledby": "review-title",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h2", {
                                id: "review-title",
                                children: t('reviewTitle')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("ul", {
                                className: "cart-review",
                                children: cart.items.map((l, i)=>{
                                    const text = lineText(l, menu);
                                    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("li", {
                                        "data-testid": "review-line",
                                        children: [
                                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("span", {
                                                children: [
                                                    l.quantity,
                                                    " × ",
                                                    text.name,
                                                    text.options.length > 0 && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                                                        className: "cart-line-options",
                                                        children: text.options.join(', ')
                                                    })
                                                ]
                                            }),
                                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                                                children: (0,external_shared_lib_namespaceObject.formatMoney)(l.total)
                                            })
                                        ]
                                    }, `${l.id}-${i}`);
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(OrderTotals, {
                                subtotal: cart.subtotal,
                                orderType: orderType,
                                terms: terms,
                                lang: lang,
                                testId: "checkout"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                                className: "cart-note",
                                "data-testid": "payment-note",
                                children: t(`payHow.${orderType}`, {
                                    methods: t(`payMethods.${terms.paymentMethods.length > 1 ? 'both' : terms.paymentMethods[0]}`)
                                })
                            })
                        ]
                    })
                ]
            })
        ]
    });
}

;// ./src/i18n/az.ts
const az = {
    title: 'Səbətiniz',
    empty: 'Səbətiniz boşdur',
    opening: 'Səbətiniz açılır…',
    emptyHint: 'Menyudan dadlı bir şey seçin.',
    browseMenu: 'Menyuya bax',
    quantity: 'Say',
    decrease: 'Sayını azalt: {{item}}',
    increase: 'Sayını artır: {{item}}',
    remove: 'Səbətdən sil: {{item}}',
    removeLabel: 'Sil',
    lineTotal: 'Cəmi',
    subtotal: 'Ara cəm',
    orderingPaused: 'Onlayn sifariş qəbulu hazırda dayandırılıb. Menyuya baxa bilərsiniz; bir az sonra yenidən cəhd edin və ya bizə zəng edin.',
    closedNow: 'Hazırda bağlıyıq. Açılış vaxtı: {{time}}. Menyuya baxa bilərsiniz; onlayn sifarişləri açıq olduğumuz vaxt qəbul edirik.',
    closedForNow: 'Hazırda bağlıyıq. Menyuya baxa bilərsiniz; sifariş üçün bizə zəng edin.',
    closedOrderAhead: 'Hazırda bağlıyıq. Açılış vaxtı: {{time}}. Əvvəlcədən sifariş verə bilərsiniz: bu gün və ya sabah üçün gəl-apar və ya çatdırılma.',
    /** Ordering ahead (shared-lib ORDER_AHEAD): the checkout's choice of time, and the time an order is for. */ ahead: {
        when: 'Nə vaxt?',
        whenNow: 'Mümkün qədər tez',
        whenNowClosed: 'Mümkün qədər tez (hazırda bağlıyıq)',
        whenLater: 'Sonraya: bu gün və ya sabah',
        whenTime: 'Vaxt',
        today: 'Bu gün',
        tomorrow: 'Sabah',
        todayAt: 'Bu gün, {{time}}',
        tomorrowAt: 'Sabah, {{time}}',
        scheduledFor: 'Sifariş vaxtı'
    },
    serviceFee: 'Xidmət haqqı ({{rate}})',
    deliveryFee: 'Çatdırılma haqqı',
    deliveryNote: 'Çatdırılma haqqı: {{fee}}. Sifariş məbləği {{threshold}} və ya daha çox olduqda çatdırılma pulsuzdur.',
    total: 'Yekun',
    checkout: 'Sifarişi rəsmiləşdir',
    continueShopping: 'Alış-verişə davam et',
    clear: 'Səbəti təmizlə',
    removed: '{{item}} səbətdən silindi',
    restored: '{{item}} səbətə qaytarıldı',
    undo: 'Geri qaytar',
    cleared: 'Sifariş təmizləndi',
    tableNumber: 'Masa {{table}}',
    backToCart: 'Səbətə qayıt',
    miniCartTitle: 'Sifarişiniz',
    moreItems_one: '+{{count}} məhsul daha',
    moreItems_other: '+{{count}} məhsul daha',
    viewCart: 'Səbətə bax',
    close: 'Bağla',
    free: 'Pulsuz',
    checkoutTitle: 'Sifarişin rəsmiləşdirilməsi',
    orderType: 'Sifarişinizi necə istəyirsiniz?',
    typeTable: 'Masamda',
    typePickup: 'Özüm götürəcəyəm',
    typeDelivery: 'Çatdırılma',
    atTable: 'Siz {{table}} nömrəli masadasınız.',
    notAtTable: 'Bu masada deyilsiniz?',
    quantityMax: 'Bir sifarişdə bir yeməkdən ən çoxu {{max}} ədəd.',
    orderTooLarge: 'Onlayn sifarişlər {{max}} məbləğinə qədər qəbul olunur. Daha böyük sifariş üçün bizə zəng edin.',
    tableLabel: 'Masa nömrəsi',
    tableHint: 'Masanızdakı və ya onun QR kodundakı nömrə',
    addressLabel: 'Çatdırılma ünvanı',
    savedAddresses: 'Saxlanmış ünvanlarınız',
    saveAddress: 'Bu ünvanı hesabımda saxla',
    phoneLabel: 'Telefon nömrəsi',
    nameLabel: 'Ad',
    emailLabel: "E-poçt",
    emailHint: "Sifarişin təsdiqini və izləmə keçidini bura göndəririk.",
    notifyStatus: "Sifarişin vəziyyəti dəyişəndə mənə e-poçt da göndərin",
    instructionsLabel: 'Xüsusi istəklər',
    instructionsHint: 'Allergiya, soğansız, əlavə salfet…',
    required: 'məcburi',
    optional: 'istəyə bağlı',
    reviewTitle: 'Sifarişinizi yoxlayın',
    placeOrder: 'Sifariş ver',
    placing: 'Sifarişiniz göndərilir…',
    emptyOrder: 'Sifarişiniz boşdur',
    orderFailed: 'Sifarişinizi qəbul etmək mümkün olmadı. Səbətiniz saxlanılıb, məlumatları yoxlayıb yenidən cəhd edin.',
    orderFailedItems: 'Səbətinizdəki nəsə artıq menyuda yoxdur və ya hazırda mövcud deyil. Zəhmət olmasa səbətinizi yoxlayın.',
    orderFailedBusy: 'Restoranın sifariş xidməti hazırda məşğuldur. Səbətiniz saxlanılıb, bir azdan yenidən cəhd edin.',
    orderFailedNetwork: 'Restoranla əlaqə qurmaq mümkün olmadı. Səbətiniz saxlanılıb, yenidən cəhd edin.',
    orderOffline: 'İnternet bağlantısı yoxdur: sifariş vermək üçün şəbəkə lazımdır. Səbətiniz saxlanılıb; bağlantı bərpa olunanda sifariş verin.',
    errors: {
        email: "Zəhmət olmasa, düzgün e-poçt ünvanı daxil edin.",
        required: 'Zəhmət olmasa bu sahəni doldurun.',
        table: 'Zəhmət olmasa masa nömrənizi daxil edin (hərf və rəqəmlər).',
        phone: 'Zəhmət olmasa düzgün telefon nömrəsi daxil edin.',
        address: 'Zəhmət olmasa tam ünvanı daxil edin (ən azı 5 simvol).'
    },
    successTitle: 'Təşəkkür edirik! Sifarişiniz qəbul edildi.',
    successCode: 'Sifariş kodunuz: {{code}}.',
    successTrack: 'Sifarişinizi izləyin',
    successMissing: 'Bu brauzerdə son sifariş tapılmadı.',
    trackTitle: 'Sifarişiniz',
    trackEnterCode: 'Sifariş təsdiqindəki kodu daxil edin.',
    trackCodeLabel: 'Sifariş kodu',
    trackButton: 'İzlə',
    trackInvalid: 'Zəhmət olmasa düzgün sifariş kodu daxil edin.',
    trackNotFound: 'Bu kodla sifariş tapılmadı.',
    trackLive: 'Bu səhifə özü yenilənir.',
    trackCancelled: 'Bu sifariş ləğv edilib.',
    trackType: 'Sifariş növü',
    trackTable: 'Masa',
    trackEstimate: 'Təxmini vaxt',
    trackEstimateValue: '{{from}}–{{to}} dəqiqə (təxminən saat {{time}} hazır olacaq)',
    cancelOrder: 'Sifarişi ləğv et',
    cancelConfirm: 'Bu sifariş ləğv edilsin? Mətbəx hələ onu hazırlamağa başlamayıb.',
    cancelYes: 'Bəli, ləğv et',
    cancelKeep: 'Sifarişimi saxla',
    cancelFailed: 'Bu sifarişi artıq burada ləğv etmək olmur. Zəhmət olmasa, restorana zəng edin.',
    editOptions: 'Seçimləri dəyiş',
    orderTypeName: {
        table: 'Masada',
        pickup: 'Özü götürmə',
        delivery: 'Çatdırılma'
    },
    statusLabel: 'Status: {{status}}',
    payHow: {
        table: 'Ödənişi masada edirsiniz: {{methods}}.',
        pickup: 'Ödənişi sifarişi götürəndə kassada edirsiniz: {{methods}}.',
        delivery: 'Ödənişi kuryerə edirsiniz: {{methods}}.'
    },
    payMethods: {
        cash: 'nağd',
        card: 'kartla',
        both: 'nağd və ya kartla'
    },
    finalStep: {
        table: 'Masaya verildi',
        pickup: 'Götürüldü',
        delivery: 'Çatdırıldı'
    },
    status: {
        pending: 'Gözləmədə',
        confirmed: 'Təsdiqləndi',
        preparing: 'Hazırlanır',
        ready: 'Hazırdır',
        delivered: 'Çatdırıldı',
        cancelled: 'Ləğv edildi'
    }
};

;// ./src/i18n/en.ts
const en = {
    title: 'Your cart',
    empty: 'Your cart is empty',
    opening: 'Opening your cart…',
    emptyHint: 'Pick something tasty from the menu.',
    browseMenu: 'Browse the menu',
    quantity: 'Quantity',
    decrease: 'Decrease quantity of {{item}}',
    increase: 'Increase quantity of {{item}}',
    remove: 'Remove {{item}}',
    removeLabel: 'Remove',
    lineTotal: 'Line total',
    subtotal: 'Subtotal',
    orderingPaused: 'Online ordering is paused right now. You can still look at the menu; please try again later or call us.',
    closedNow: 'We are closed now and open at {{time}}. You can look at the menu; online orders are taken once we are open.',
    closedForNow: 'We are closed now. You can look at the menu; please call us to order.',
    closedOrderAhead: 'We are closed now and open at {{time}}. You can order ahead: a pickup or delivery for later today or tomorrow.',
    /** Ordering ahead (shared-lib ORDER_AHEAD): the checkout's choice of time, and the time an order is for. */ ahead: {
        when: 'When?',
        whenNow: 'As soon as possible',
        whenNowClosed: 'As soon as possible (we are closed now)',
        whenLater: 'Later, today or tomorrow',
        whenTime: 'Time',
        today: 'Today',
        tomorrow: 'Tomorrow',
        todayAt: 'Today, {{time}}',
        tomorrowAt: 'Tomorrow, {{time}}',
        scheduledFor: 'Ordered for'
    },
    serviceFee: 'Service fee ({{rate}})',
    deliveryFee: 'Delivery fee',
    deliveryNote: 'Delivery costs {{fee}} for orders under {{threshold}}; from {{threshold}} it is free.',
    total: 'Total',
    checkout: 'Checkout',
    continueShopping: 'Continue shopping',
    clear: 'Clear cart',
    removed: '{{item}} removed from cart',
    restored: '{{item}} restored to cart',
    undo: 'Undo',
    cleared: 'Order cleared',
    tableNumber: 'Table {{table}}',
    backToCart: 'Back to cart',
    miniCartTitle: 'Your order',
    moreItems_one: '+{{count}} more items',
    moreItems_other: '+{{count}} more items',
    viewCart: 'View Cart',
    close: 'Close',
    free: 'Free',
    checkoutTitle: 'Checkout',
    orderType: 'How would you like your order?',
    typeTable: 'At my table',
    typePickup: 'Pickup',
    typeDelivery: 'Delivery',
    atTable: 'You are at table {{table}}.',
    notAtTable: 'Not at this table?',
    quantityMax: 'At most {{max}} of one dish in an order.',
    orderTooLarge: 'Online orders are taken up to {{max}}. For a bigger order, please call us.',
    tableLabel: 'Table number',
    tableHint: 'The number on your table or its QR code',
    addressLabel: 'Delivery address',
    savedAddresses: 'Your saved addresses',
    saveAddress: 'Save this address in my account',
    phoneLabel: 'Phone number',
    nameLabel: 'Name',
    emailLabel: "E-mail",
    emailHint: "We send the order’s confirmation and its tracking link here.",
    notifyStatus: "Also e-mail me when the order’s status changes",
    instructionsLabel: 'Special instructions',
    instructionsHint: 'Allergies, no onions, extra napkins…',
    required: 'required',
    optional: 'optional',
    reviewTitle: 'Review your order',
    placeOrder: 'Place order',
    placing: 'Placing your order…',
    emptyOrder: 'Your order is empty',
    orderFailed: 'Your order could not be placed. Your cart is kept; please check the details and try again.',
    orderFailedItems: 'Something in your cart is no longer on the menu or not available right now. Please review your cart.',
    orderFailedBusy: 'The restaurant’s ordering service is busy right now. Your cart is kept; please try again in a moment.',
    orderFailedNetwork: 'We could not reach the restaurant. Your cart is kept; please try again.',
    orderOffline: 'You are offline: placing an order needs the network. Your cart is kept; place the order once you are connected.',
    errors: {
        email: "Please enter a valid e-mail address.",
        required: 'Please fill in this field.',
        table: 'Please enter your table number (letters and digits).',
        phone: 'Please enter a valid phone number.',
        address: 'Please enter the full address (at least 5 characters).'
    },
    successTitle: 'Thank you! Your order is placed.',
    successCode: 'Your order code is {{code}}.',
    successTrack: 'Follow your order',
    successMissing: 'We could not find a recent order in this browser.',
    trackTitle: 'Your order',
    trackEnterCode: 'Enter the code from your order confirmation.',
    trackCodeLabel: 'Order code',
    trackButton: 'Track',
    trackInvalid: 'Please enter a valid order code.',
    trackNotFound: 'We could not find an order with this code.',
    trackLive: 'This page updates by itself.',
    trackCancelled: 'This order was cancelled.',
    trackType: 'Order type',
    trackTable: 'Table',
    trackEstimate: 'Estimated time',
    trackEstimateValue: '{{from}}–{{to}} min (ready by about {{time}})',
    cancelOrder: 'Cancel order',
    cancelConfirm: 'Cancel this order? The kitchen has not started on it yet.',
    cancelYes: 'Yes, cancel it',
    cancelKeep: 'Keep my order',
    cancelFailed: 'This order can no longer be cancelled here. Please call the restaurant.',
    editOptions: 'Change options',
    orderTypeName: {
        table: 'At the table',
        pickup: 'Pickup',
        delivery: 'Delivery'
    },
    statusLabel: 'Status: {{status}}',
    payHow: {
        table: 'You pay at the table: {{methods}}.',
        pickup: 'You pay at the counter when you pick it up: {{methods}}.',
        delivery: 'You pay the courier: {{methods}}.'
    },
    payMethods: {
        cash: 'in cash',
        card: 'by card',
        both: 'in cash or by card'
    },
    finalStep: {
        table: 'Served',
        pickup: 'Picked up',
        delivery: 'Delivered'
    },
    status: {
        pending: 'Pending',
        confirmed: 'Confirmed',
        preparing: 'Preparing',
        ready: 'Ready',
        delivered: 'Delivered',
        cancelled: 'Cancelled'
    }
};

;// ./src/i18n/ru.ts
const ru = {
    title: 'Ваша корзина',
    empty: 'Ваша корзина пуста',
    opening: 'Открываем вашу корзину…',
    emptyHint: 'Выберите что-нибудь вкусное в меню.',
    browseMenu: 'Перейти в меню',
    quantity: 'Количество',
    decrease: 'Уменьшить количество: {{item}}',
    increase: 'Увеличить количество: {{item}}',
    remove: 'Удалить: {{item}}',
    removeLabel: 'Удалить',
    lineTotal: 'Сумма',
    subtotal: 'Промежуточный итог',
    orderingPaused: 'Приём онлайн-заказов сейчас приостановлен. Меню можно посмотреть; попробуйте позже или позвоните нам.',
    closedNow: 'Сейчас мы закрыты, откроемся в {{time}}. Меню можно посмотреть; онлайн-заказы принимаем, когда мы открыты.',
    closedForNow: 'Сейчас мы закрыты. Меню можно посмотреть; чтобы заказать, позвоните нам.',
    closedOrderAhead: 'Сейчас мы закрыты, откроемся в {{time}}. Можно заказать заранее: самовывоз или доставку на сегодня или завтра.',
    /** Ordering ahead (shared-lib ORDER_AHEAD): the checkout's choice of time, and the time an order is for. */ ahead: {
        when: 'Когда?',
        whenNow: 'Как можно скорее',
        whenNowClosed: 'Как можно скорее (сейчас мы закрыты)',
        whenLater: 'Позже: сегодня или завтра',
        whenTime: 'Время',
        today: 'Сегодня',
        tomorrow: 'Завтра',
        todayAt: 'Сегодня, {{time}}',
        tomorrowAt: 'Завтра, {{time}}',
        scheduledFor: 'Ко времени'
    },
    serviceFee: 'Сервисный сбор ({{rate}})',
    deliveryFee: 'Доставка',
    deliveryNote: 'Доставка стоит {{fee}} для заказов до {{threshold}}; от {{threshold}} — бесплатно.',
    total: 'Итого',
    checkout: 'Оформить заказ',
    continueShopping: 'Продолжить покупки',
    clear: 'Очистить корзину',
    removed: 'Удалено из корзины: {{item}}',
    restored: '{{item}} возвращено в корзину',
    undo: 'Отменить',
    cleared: 'Заказ очищен',
    tableNumber: 'Стол {{table}}',
    backToCart: 'Вернуться в корзину',
    miniCartTitle: 'Ваш заказ',
    moreItems_one: 'ещё +{{count}} блюдо',
    moreItems_few: 'ещё +{{count}} блюда',
    moreItems_many: 'ещё +{{count}} блюд',
    moreItems_other: 'ещё +{{count}} блюда',
    viewCart: 'Открыть корзину',
    close: 'Закрыть',
    free: 'Бесплатно',
    checkoutTitle: 'Оформление заказа',
    orderType: 'Как вы хотите получить заказ?',
    typeTable: 'За моим столиком',
    typePickup: 'Заберу сам',
    typeDelivery: 'Доставка',
    atTable: 'Вы за столиком {{table}}.',
    notAtTable: 'Не за этим столиком?',
    quantityMax: 'Не больше {{max}} порций одного блюда в заказе.',
    orderTooLarge: 'Онлайн-заказы принимаем на сумму до {{max}}. Для заказа побольше позвоните нам.',
    tableLabel: 'Номер стола',
    tableHint: 'Номер на столе или в его QR-коде',
    addressLabel: 'Адрес доставки',
    savedAddresses: 'Ваши сохранённые адреса',
    saveAddress: 'Сохранить этот адрес в аккаунте',
    phoneLabel: 'Номер телефона',
    nameLabel: 'Имя',
    emailLabel: "Электронная почта",
    emailHint: "Сюда мы пришлём подтверждение заказа и ссылку для отслеживания.",
    notifyStatus: "Сообщать мне по почте, когда статус заказа меняется",
    instructionsLabel: 'Особые пожелания',
    instructionsHint: 'Аллергии, без лука, побольше салфеток…',
    required: 'обязательно',
    optional: 'необязательно',
    reviewTitle: 'Проверьте заказ',
    placeOrder: 'Оформить заказ',
    placing: 'Отправляем заказ…',
    emptyOrder: 'Ваш заказ пуст',
    orderFailed: 'Не удалось оформить заказ. Корзина сохранена, проверьте данные и попробуйте ещё раз.',
    orderFailedItems: 'Что-то из корзины больше нет в меню или сейчас недоступно. Пожалуйста, проверьте корзину.',
    orderFailedBusy: 'Сервис заказов ресторана сейчас перегружен. Корзина сохранена, попробуйте ещё раз через минуту.',
    orderFailedNetwork: 'Не удалось связаться с рестораном. Корзина сохранена, попробуйте ещё раз.',
    orderOffline: 'Нет подключения к интернету: чтобы оформить заказ, нужна сеть. Корзина сохранена; оформите заказ, когда связь появится.',
    errors: {
        email: "Пожалуйста, введите корректный адрес электронной почты.",
        required: 'Пожалуйста, заполните это поле.',
        table: 'Пожалуйста, введите номер стола (буквы и цифры).',
        phone: 'Пожалуйста, введите корректный номер телефона.',
        address: 'Пожалуйста, введите полный адрес (не менее 5 символов).'
    },
    successTitle: 'Спасибо! Ваш заказ принят.',
    successCode: 'Код вашего заказа: {{code}}.',
    successTrack: 'Следить за заказом',
    successMissing: 'В этом браузере не найден недавний заказ.',
    trackTitle: 'Ваш заказ',
    trackEnterCode: 'Введите код из подтверждения заказа.',
    trackCodeLabel: 'Код заказа',
    trackButton: 'Отследить',
    trackInvalid: 'Пожалуйста, введите корректный код заказа.',
    trackNotFound: 'Заказ с таким кодом не найден.',
    trackLive: 'Эта страница обновляется сама.',
    trackCancelled: 'Этот заказ отменён.',
    trackType: 'Тип заказа',
    trackTable: 'Столик',
    trackEstimate: 'Примерное время',
    trackEstimateValue: '{{from}}–{{to}} мин (будет готов примерно к {{time}})',
    cancelOrder: 'Отменить заказ',
    cancelConfirm: 'Отменить этот заказ? Кухня ещё не начала его готовить.',
    cancelYes: 'Да, отменить',
    cancelKeep: 'Оставить заказ',
    cancelFailed: 'Этот заказ уже нельзя отменить здесь. Пожалуйста, позвоните в ресторан.',
    editOptions: 'Изменить параметры',
    orderTypeName: {
        table: 'За столиком',
        pickup: 'Самовывоз',
        delivery: 'Доставка'
    },
    statusLabel: 'Статус: {{status}}',
    payHow: {
        table: 'Оплата за столиком: {{methods}}.',
        pickup: 'Оплата на кассе, когда заберёте заказ: {{methods}}.',
        delivery: 'Оплата курьеру: {{methods}}.'
    },
    payMethods: {
        cash: 'наличными',
        card: 'картой',
        both: 'наличными или картой'
    },
    finalStep: {
        table: 'Подан',
        pickup: 'Получен',
        delivery: 'Доставлен'
    },
    status: {
        pending: 'Ожидает',
        confirmed: 'Подтверждён',
        preparing: 'Готовится',
        ready: 'Готов',
        delivered: 'Доставлен',
        cancelled: 'Отменён'
    }
};

;// ./src/i18n/tr.ts
const tr = {
    title: 'Sepetiniz',
    empty: 'Sepetiniz boş',
    opening: 'Sepetiniz açılıyor…',
    emptyHint: 'Menüden lezzetli bir şey seçin.',
    browseMenu: 'Menüye göz at',
    quantity: 'Adet',
    decrease: '{{item}} adedini azalt',
    increase: '{{item}} adedini artır',
    remove: '{{item}} kaldır',
    removeLabel: 'Kaldır',
    lineTotal: 'Tutar',
    subtotal: 'Ara toplam',
    orderingPaused: 'Çevrim içi sipariş alımı şu anda durduruldu. Menüye göz atabilirsiniz; lütfen daha sonra tekrar deneyin veya bizi arayın.',
    closedNow: 'Şu anda kapalıyız, saat {{time}} itibarıyla açığız. Menüye göz atabilirsiniz; çevrim içi siparişleri açık olduğumuzda alıyoruz.',
    closedForNow: 'Şu anda kapalıyız. Menüye göz atabilirsiniz; sipariş için lütfen bizi arayın.',
    closedOrderAhead: 'Şu anda kapalıyız, saat {{time}} itibarıyla açığız. Önceden sipariş verebilirsiniz: bugün veya yarın için gel-al ya da teslimat.',
    /** Ordering ahead (shared-lib ORDER_AHEAD): the checkout's choice of time, and the time an order is for. */ ahead: {
        when: 'Ne zaman?',
        whenNow: 'En kısa sürede',
        whenNowClosed: 'En kısa sürede (şu anda kapalıyız)',
        whenLater: 'Daha sonra: bugün veya yarın',
        whenTime: 'Saat',
        today: 'Bugün',
        tomorrow: 'Yarın',
        todayAt: 'Bugün, {{time}}',
        tomorrowAt: 'Yarın, {{time}}',
        scheduledFor: 'Sipariş saati'
    },
    serviceFee: 'Servis ücreti ({{rate}})',
    deliveryFee: 'Teslimat ücreti',
    deliveryNote: '{{threshold}} altındaki siparişlerde teslimat {{fee}}; {{threshold}} ve üzeri ücretsiz.',
    total: 'Toplam',
    checkout: 'Siparişi tamamla',
    continueShopping: 'Alışverişe devam et',
    clear: 'Sepeti temizle',
    removed: '{{item}} sepetten çıkarıldı',
    restored: '{{item}} sepete geri eklendi',
    undo: 'Geri al',
    cleared: 'Sipariş temizlendi',
    tableNumber: 'Masa {{table}}',
    backToCart: 'Sepete dön',
    miniCartTitle: 'Siparişiniz',
    moreItems_one: '+{{count}} ürün daha',
    moreItems_other: '+{{count}} ürün daha',
    viewCart: 'Sepeti gör',
    close: 'Kapat',
    free: 'Ücretsiz',
    checkoutTitle: 'Siparişi tamamla',
    orderType: 'Siparişinizi nasıl istersiniz?',
    typeTable: 'Masama',
    typePickup: 'Gel-al',
    typeDelivery: 'Teslimat',
    atTable: '{{table}} numaralı masadasınız.',
    notAtTable: 'Bu masada değil misiniz?',
    quantityMax: 'Bir siparişte bir yemekten en fazla {{max}} adet.',
    orderTooLarge: 'Çevrim içi siparişler {{max}} tutarına kadar alınır. Daha büyük bir sipariş için bizi arayın.',
    tableLabel: 'Masa numarası',
    tableHint: 'Masanızdaki veya QR kodundaki numara',
    addressLabel: 'Teslimat adresi',
    savedAddresses: 'Kayıtlı adresleriniz',
    saveAddress: 'Bu adresi hesabıma kaydet',
    phoneLabel: 'Telefon numarası',
    nameLabel: 'Ad',
    emailLabel: "E-posta",
    emailHint: "Siparişin onayını ve takip bağlantısını buraya gönderiyoruz.",
    notifyStatus: "Siparişin durumu değişince bana e-posta da gönderin",
    instructionsLabel: 'Özel istekler',
    instructionsHint: 'Alerji, soğansız, ekstra peçete…',
    required: 'zorunlu',
    optional: 'isteğe bağlı',
    reviewTitle: 'Siparişinizi kontrol edin',
    placeOrder: 'Siparişi ver',
    placing: 'Siparişiniz gönderiliyor…',
    emptyOrder: 'Siparişiniz boş',
    orderFailed: 'Siparişiniz verilemedi. Sepetiniz duruyor, lütfen bilgileri kontrol edip tekrar deneyin.',
    orderFailedItems: 'Sepetinizdeki bir ürün artık menüde değil ya da şu anda mevcut değil. Lütfen sepetinizi kontrol edin.',
    orderFailedBusy: 'Restoranın sipariş hizmeti şu anda yoğun. Sepetiniz duruyor, lütfen birazdan tekrar deneyin.',
    orderFailedNetwork: 'Restorana ulaşılamadı. Sepetiniz duruyor, lütfen tekrar deneyin.',
    orderOffline: 'İnternet bağlantınız yok: sipariş vermek için ağ gerekiyor. Sepetiniz duruyor; bağlantı gelince siparişi verin.',
    errors: {
        email: "Lütfen geçerli bir e-posta adresi girin.",
        required: 'Lütfen bu alanı doldurun.',
        table: 'Lütfen masa numaranızı girin (harf ve rakam).',
        phone: 'Lütfen geçerli bir telefon numarası girin.',
        address: 'Lütfen tam adresi girin (en az 5 karakter).'
    },
    successTitle: 'Teşekkürler! Siparişiniz alındı.',
    successCode: 'Sipariş kodunuz: {{code}}.',
    successTrack: 'Siparişinizi takip edin',
    successMissing: 'Bu tarayıcıda yakın tarihli bir sipariş bulunamadı.',
    trackTitle: 'Siparişiniz',
    trackEnterCode: 'Sipariş onayındaki kodu girin.',
    trackCodeLabel: 'Sipariş kodu',
    trackButton: 'Takip et',
    trackInvalid: 'Lütfen geçerli bir sipariş kodu girin.',
    trackNotFound: 'Bu kodla bir sipariş bulunamadı.',
    trackLive: 'Bu sayfa kendiliğinden güncellenir.',
    trackCancelled: 'Bu sipariş iptal edildi.',
    trackType: 'Sipariş türü',
    trackTable: 'Masa',
    trackEstimate: 'Tahmini süre',
    trackEstimateValue: '{{from}}–{{to}} dk (yaklaşık saat {{time}} gibi hazır)',
    cancelOrder: 'Siparişi iptal et',
    cancelConfirm: 'Bu sipariş iptal edilsin mi? Mutfak henüz hazırlamaya başlamadı.',
    cancelYes: 'Evet, iptal et',
    cancelKeep: 'Siparişimi koru',
    cancelFailed: 'Bu sipariş artık buradan iptal edilemez. Lütfen restoranı arayın.',
    editOptions: 'Seçenekleri değiştir',
    orderTypeName: {
        table: 'Masada',
        pickup: 'Gel-al',
        delivery: 'Teslimat'
    },
    statusLabel: 'Durum: {{status}}',
    payHow: {
        table: 'Ödemeyi masada yaparsınız: {{methods}}.',
        pickup: 'Ödemeyi siparişi alırken kasada yaparsınız: {{methods}}.',
        delivery: 'Ödemeyi kuryeye yaparsınız: {{methods}}.'
    },
    payMethods: {
        cash: 'nakit',
        card: 'kartla',
        both: 'nakit veya kartla'
    },
    finalStep: {
        table: 'Servis edildi',
        pickup: 'Teslim alındı',
        delivery: 'Teslim edildi'
    },
    status: {
        pending: 'Beklemede',
        confirmed: 'Onaylandı',
        preparing: 'Hazırlanıyor',
        ready: 'Hazır',
        delivered: 'Teslim edildi',
        cancelled: 'İptal edildi'
    }
};

;// ./src/i18n/index.ts




/** mf-cart's texts: the `cart` namespace, added to the shell's i18next when the remote loads. */ const cartTranslations = {
    az: az,
    en: en,
    ru: ru,
    tr: tr
};

;// ./src/tracking/order-success-page.tsx




function lastOrderCode() {
    try {
        return JSON.parse(window.sessionStorage.getItem(LAST_ORDER_KEY) ?? 'null')?.code ?? null;
    } catch  {
        return null;
    }
}
function OrderSuccessPage({ lang }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('cart');
    const [params] = (0,external_shared_lib_namespaceObject.useSearchParams)();
    const fromUrl = params.get('code')?.toUpperCase() ?? '';
    const code = (0,external_shared_lib_namespaceObject.fitsFormat)(external_shared_lib_namespaceObject.orderCodeFormat, fromUrl) ? fromUrl : lastOrderCode();
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (code) (0,external_shared_lib_namespaceObject.track)('order_success_viewed', {
            code
        });
    }, [
        code
    ]);
    if (!code) {
        return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
            className: "cart-page cart-empty",
            children: [
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                    children: t('successMissing')
                }),
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Link, {
                    className: "cart-button",
                    to: (0,external_shared_lib_namespaceObject.withLanguage)(lang, '/menu'),
                    children: t('browseMenu')
                })
            ]
        });
    }
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
        className: "cart-page cart-empty",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h1", {
                children: t('successTitle')
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                className: "cart-empty-title",
                "data-testid": "order-code",
                children: t('successCode', {
                    code
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Link, {
                className: "cart-button",
                to: (0,external_shared_lib_namespaceObject.withLanguage)(lang, `/track-order/${code}`),
                children: t('successTrack')
            })
        ]
    });
}

;// ./src/tracking/track-order-page.tsx



/** The steps of SPEC 4.5 in order (cancelled is shown apart). */ const STATUS_STEPS = [
    'pending',
    'confirmed',
    'preparing',
    'ready',
    'delivered'
];
function CodeForm({ lang }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('cart');
    const navigate = (0,external_shared_lib_namespaceObject.useNavigate)();
    const [code, setCode] = (0,external_react_namespaceObject.useState)('');
    const [error, setError] = (0,external_react_namespaceObject.useState)('');
    const submit = (e)=>{
        e.preventDefault();
        const value = code.trim().toUpperCase();
        if (!(0,external_shared_lib_namespaceObject.fitsFormat)(external_shared_lib_namespaceObject.orderCodeFormat, value)) return setError(t('trackInvalid'));
        navigate((0,external_shared_lib_namespaceObject.withLanguage)(lang, `/track-order/${value}`));
    };
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
        className: "cart-page",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h1", {
                children: t('trackTitle')
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                children: t('trackEnterCode')
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("form", {
                className: "cart-form",
                noValidate: true,
                onSubmit: submit,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                        className: "cart-field",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("label", {
                                htmlFor: "track-code",
                                children: t('trackCodeLabel')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("input", {
                                id: "track-code",
                                value: code,
                                maxLength: 10,
                                "aria-invalid": Boolean(error),
                                "aria-describedby": error ? 'track-code-error' : undefined,
                                onChange: (e)=>setCode(e.target.value)
                            }),
                            error && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                                className: "cart-error",
                                id: "track-code-error",
                                children: error
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                        type: "submit",
                        className: "cart-button",
                        children: t('trackButton')
                    })
                ]
            })
        ]
    });
}
/** The cart session the order was placed with: a guest's proof that the order is theirs (SPEC 3 sessionId). */ function useSessionId() {
    const live = (0,external_shared_lib_namespaceObject.useSelector)((s)=>s.cart?.sessionId);
    if (live) return live;
    try {
        return (0,external_shared_lib_namespaceObject.readSavedSession)(window.localStorage)?.sessionId || undefined;
    } catch  {
        return undefined;
    }
}
/** Cancel while the order is pending, after the diner confirms; the server decides whether it still may. */ function CancelOrder({ code, onCancelled }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('cart');
    const sessionId = useSessionId();
    const [asking, setAsking] = (0,external_react_namespaceObject.useState)(false);
    const [busy, setBusy] = (0,external_react_namespaceObject.useState)(false);
    const [failed, setFailed] = (0,external_react_namespaceObject.useState)(false);
    const keep = (0,external_react_namespaceObject.useRef)(null);
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (asking) keep.current?.focus();
    }, [
        asking
    ]);
    const cancel = async ()=>{
        setBusy(true);
        setFailed(false);
        try {
            await external_shared_lib_namespaceObject.apiClient.post('/orders/cancel', {
                code,
                ...sessionId ? {
                    sessionId
                } : {}
            });
            setAsking(false);
            onCancelled();
        } catch  {
            setFailed(true);
        } finally{
            setBusy(false);
        }
    };
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
        className: "cart-cancel",
        children: [
            asking ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "cart-confirm",
                role: "alertdialog",
                "aria-labelledby": "cancel-question",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                        id: "cancel-question",
                        children: t('cancelConfirm')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                        className: "cart-confirm-actions",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                                type: "button",
                                className: "cart-button cart-button-danger",
                                disabled: busy,
                                onClick: cancel,
                                children: t('cancelYes')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                                ref: keep,
                                type: "button",
                                className: "cart-link-button",
                                onClick: ()=>setAsking(false),
                                children: t('cancelKeep')
                            })
                        ]
                    })
                ]
            }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                type: "button",
                className: "cart-secondary",
                onClick: ()=>setAsking(true),
                children: t('cancelOrder')
            }),
            failed && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                className: "cart-error",
                role: "alert",
                children: t('cancelFailed')
            })
        ]
    });
}
/** Status steps of the order, live: the server pushes every change (server-sent events). */ function TrackOrderPage({ lang }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('cart');
    const { code: raw } = (0,external_shared_lib_namespaceObject.useParams)();
    const code = raw?.toUpperCase() ?? '';
    const [state, setState] = (0,external_react_namespaceObject.useState)({
        status: 'loading'
    });
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (!(0,external_shared_lib_namespaceObject.fitsFormat)(external_shared_lib_namespaceObject.orderCodeFormat, code)) return;
        let live = true;
        external_shared_lib_namespaceObject.apiClient.get('/orders/track', {
            params: {
                code,
                lang
            }
        }).then((res)=>live && setState({
                status: 'ready',
                order: res.data
            })).catch((error)=>live && setState({
                status: (0,external_shared_lib_namespaceObject.isApiFailure)(error) && error.status === 404 ? 'missing' : 'error'
            }));
        const events = typeof EventSource === 'undefined' ? null : new EventSource(`${external_shared_lib_namespaceObject.API_BASE_PATH}/orders/track/${code}/events`);
        events?.addEventListener('status', (e)=>{
            const { status } = JSON.parse(e.data);
            setState((s)=>s.status === 'ready' && s.order.status !== status ? {
                    status: 'ready',
                    order: {
                        ...s.order,
                        status
                    }
                } : s);
        });
        return ()=>{
            live = false;
            events?.close();
        };
    }, [
        code,
        lang
    ]);
    if (!(0,external_shared_lib_namespaceObject.fitsFormat)(external_shared_lib_namespaceObject.orderCodeFormat, code)) return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(CodeForm, {
        lang: lang
    });
    if (state.status === 'loading') return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
        className: "cart-page",
        role: "status"
    });
    if (state.status !== 'ready') return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
        className: "cart-page",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                role: "alert",
                children: t('trackNotFound')
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(CodeForm, {
                lang: lang
            })
        ]
    });
    const order = state.order;
    const reached = STATUS_STEPS.indexOf(order.status);
    const [from, to] = external_shared_lib_namespaceObject.ORDER_ESTIMATE_MINUTES[order.orderType] ?? external_shared_lib_namespaceObject.ORDER_ESTIMATE_MINUTES.pickup;
    const readyBy = (0,external_shared_lib_namespaceObject.formatSlotTime)((0,external_shared_lib_namespaceObject.bakuClock)(new Date(new Date(order.createdAt).getTime() + to * 60000)), lang);
    const inProgress = order.status !== 'cancelled' && order.status !== 'delivered';
    // the last step in the words of the order's type: served at a table, picked up, delivered
    const stepName = (s)=>s === 'delivered' ? t(`finalStep.${order.orderType}`) : t(`status.${s}`);
    const cancelled = ()=>setState((s)=>s.status === 'ready' ? {
                status: 'ready',
                order: {
                    ...s.order,
                    status: 'cancelled'
                }
            } : s);
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
        className: "cart-page cart-track",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("h1", {
                children: [
                    t('trackTitle'),
                    " ",
                    order.code
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                className: "cart-status",
                "data-testid": "order-status",
                "aria-live": "polite",
                children: t('statusLabel', {
                    status: stepName(order.status)
                })
            }),
            order.status === 'cancelled' ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                role: "alert",
                children: t('trackCancelled')
            }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("ol", {
                className: "cart-steps",
                children: STATUS_STEPS.map((s, i)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("li", {
                        className: i <= reached ? 'is-done' : '',
                        "aria-current": i === reached ? 'step' : undefined,
                        children: stepName(s)
                    }, s))
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("dl", {
                className: "cart-track-facts",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dt", {
                        children: t('trackType')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dd", {
                        "data-testid": "order-type",
                        children: t(`orderTypeName.${order.orderType}`)
                    }),
                    order.tableNumber && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(jsx_runtime_namespaceObject.Fragment, {
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dt", {
                                children: t('trackTable')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dd", {
                                "data-testid": "order-table",
                                children: order.tableNumber
                            })
                        ]
                    }),
                    order.scheduledFor ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(jsx_runtime_namespaceObject.Fragment, {
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dt", {
                                children: t('ahead.scheduledFor')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dd", {
                                "data-testid": "order-scheduled",
                                children: `${(0,external_shared_lib_namespaceObject.formatDayMonth)((0,external_shared_lib_namespaceObject.bakuDate)(new Date(order.scheduledFor)), lang)}, ${(0,external_shared_lib_namespaceObject.formatBakuTime)(order.scheduledFor, lang)}`
                            })
                        ]
                    }) : inProgress && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(jsx_runtime_namespaceObject.Fragment, {
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dt", {
                                children: t('trackEstimate')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("dd", {
                                "data-testid": "order-estimate",
                                children: t('trackEstimateValue', {
                                    from,
                                    to,
                                    time: readyBy
                                })
                            })
                        ]
                    })
                ]
            }),
            order.status === 'pending' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(CancelOrder, {
                code: order.code,
                onCancelled: cancelled
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                className: "cart-note",
                children: t('trackLive')
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("ul", {
                className: "cart-review",
                children: order.items.map((i, n)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("li", {
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("span", {
                                children: [
                                    i.quantity,
                                    " × ",
                                    i.name,
                                    i.customizations && i.customizations.length > 0 && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                                        className: "cart-line-options",
                                        children: i.customizations.map((c)=>c.name).join(', ')
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                                children: (0,external_shared_lib_namespaceObject.formatMoney)(Number(i.lineTotal))
                            })
                        ]
                    }, n))
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("p", {
                className: "cart-total",
                children: [
                    t('total'),
                    ": ",
                    (0,external_shared_lib_namespaceObject.formatMoney)(Number(order.total))
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Link, {
                className: "cart-link",
                to: (0,external_shared_lib_namespaceObject.withLanguage)(lang, '/menu'),
                children: t('continueShopping')
            })
        ]
    });
}

;// ./src/cart.css
const cart_namespaceObject = "[data-remote='cart'] { max-width: 1100px; margin: 0 auto; padding: 24px 16px; color: inherit; }\n.cart-layout { display: grid; gap: 24px; grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr); align-items: start; }\n@media (max-width: 760px) { .cart-layout { grid-template-columns: minmax(0, 1fr); } }\n.cart-lines { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }\n.cart-qty { display: inline-flex; align-items: center; gap: 6px; }\n.cart-qty button[disabled] { opacity: 0.4; cursor: not-allowed; }\n.cart-qty output { min-width: 2ch; text-align: center; font-weight: 700; }\n.cart-line-total { font-weight: 700; }\n.cart-summary { background: var(--color-surface, #fff); color: var(--color-text, #1f2937); border: 1px solid var(--color-border, #e5e7eb); border-radius: 12px; padding: 16px; display: grid; gap: 12px; }\n.cart-summary dl { display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; margin: 0; }\n.cart-summary dd { margin: 0; text-align: right; }\n.cart-total { font-weight: 800; font-size: 1.15rem; }\n.cart-note { font-size: 0.9rem; color: var(--color-muted, #4b5563); margin: 0; }\n.cart-button { display: inline-flex; justify-content: center; align-items: center; min-height: 44px; padding: 10px 18px; border-radius: 999px; background: #b91c1c; color: #fff; font-weight: 700; text-decoration: none; }\n.cart-empty { text-align: center; padding: 32px 0; }\n.cart-empty-title { font-size: 1.3rem; font-weight: 700; }\n.cart-notice { display: flex; gap: 12px; align-items: center; padding: 8px 12px; border-radius: 8px; background: #fef3c7; color: #92400e; margin-bottom: 12px; }\n.cart-mini:focus { outline: 2px solid #b91c1c; }\n.cart-mini-more { color: var(--color-muted, #4b5563); margin: 8px 0; }\n.cart-mini-actions { display: flex; justify-content: space-between; align-items: center; gap: 12px; }\n.cart-form { display: grid; gap: 14px; background: var(--color-surface, #fff); color: var(--color-text, #1f2937); border: 1px solid var(--color-border, #e5e7eb); border-radius: 12px; padding: 16px; }\n.cart-form fieldset { border: 1px solid var(--color-border, #e5e7eb); border-radius: 8px; display: grid; gap: 6px; }\n.cart-choice { display: flex; gap: 8px; align-items: center; min-height: 44px; }\n.cart-field { display: grid; gap: 4px; }\n.cart-field label { font-weight: 600; }\n.cart-field input, .cart-field textarea, .cart-field select { width: 100%; min-width: 0; min-height: 44px; padding: 8px 10px; border: 1px solid #6b7280; border-radius: 8px; font: inherit; }\n.cart-mark { font-weight: 400; color: var(--color-muted, #4b5563); font-size: 0.9rem; }\n.cart-error { color: var(--color-error, #b91c1c); margin: 0; }\n.cart-hint { color: var(--color-muted, #4b5563); font-size: 0.875rem; margin: 0; }\n.cart-field label.cart-check { display: flex; align-items: center; gap: 8px; min-height: 44px; font-weight: 400; }\n.cart-field .cart-check input { width: 20px; height: 20px; min-height: 0; padding: 0; flex: none; }\n/* A signed-in diner's saved delivery addresses: a tap fills the address (the pressed one is the one in it). */\n.cart-saved-addresses { display: flex; flex-wrap: wrap; gap: 8px; }\n.cart-chip { min-height: 44px; padding: 6px 14px; border-radius: 22px; border: 1px solid var(--color-field-border, #9ca3af); background: var(--color-surface, #fff); color: var(--color-text, #1f2937); font: inherit; cursor: pointer; text-align: left; max-width: 100%; overflow-wrap: anywhere; }\n.cart-chip[aria-pressed=\"true\"] { border-color: var(--color-price, #b91c1c); box-shadow: inset 0 0 0 1px var(--color-price, #b91c1c); font-weight: 600; }\n.cart-review { list-style: none; padding: 0; display: grid; gap: 6px; }\n.cart-status { font-size: 1.2rem; font-weight: 700; }\n.cart-steps { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0; counter-reset: step; }\n.cart-steps li { padding: 8px 14px; border-radius: 999px; background: #e5e7eb; color: #374151; }\n.cart-steps li.is-done { background: #166534; color: #fff; }\n\n/* A line: picture | name, options, unit price | remove; then quantity and line total on a row of their own, so no\n   control is squeezed on a phone. */\n.cart-line { display: grid; grid-template-columns: 72px minmax(0, 1fr) auto; grid-template-areas: 'image info remove' 'image qty total'; gap: 8px 12px; align-items: center; padding: 12px; background: var(--color-surface, #fff); color: var(--color-text, #1f2937); border: 1px solid var(--color-border, #e5e7eb); border-radius: 12px; }\n.cart-line picture { display: contents; }\n.cart-line-image { grid-area: image; align-self: start; width: 72px; height: 54px; border-radius: 8px; object-fit: cover; background: #fde68a; }\n.cart-line-info { grid-area: info; display: flex; flex-direction: column; min-width: 0; overflow-wrap: anywhere; }\n.cart-line-options { display: block; color: var(--color-muted, #4b5563); font-size: 0.9rem; }\n.cart-line-unit { color: var(--color-muted, #4b5563); font-size: 0.9rem; }\n.cart-line-remove { grid-area: remove; justify-self: end; align-self: start; }\n.cart-line .cart-qty { grid-area: qty; }\n.cart-line .cart-line-total { grid-area: total; justify-self: end; white-space: nowrap; }\n.cart-line-compact { grid-template-columns: 56px minmax(0, 1fr) auto; padding: 8px; }\n.cart-line-compact .cart-line-image { width: 56px; height: 42px; }\n.cart-icon { width: 20px; height: 20px; }\n.cart-icon-button { display: inline-grid; place-items: center; width: 44px; height: 44px; border-radius: 999px; border: 0; background: transparent; color: var(--color-muted, #4b5563); cursor: pointer; }\n.cart-icon-button:hover { background: var(--color-subtle, #f3f4f6); color: #b91c1c; }\n.cart-qty button { display: inline-grid; place-items: center; width: 44px; height: 44px; flex: none; border-radius: 999px; border: 1px solid var(--color-field-border, #d1d5db); background: var(--color-surface, #fff); cursor: pointer; color: var(--color-text, #1f2937); }\n.cart-link, .cart-link-button { display: inline-flex; align-items: center; color: var(--color-link, #b91c1c); background: none; border: 0; font: inherit; cursor: pointer; text-decoration: underline; min-height: 44px; min-width: 44px; }\n.cart-review li { display: flex; justify-content: space-between; gap: 12px; }\n.cart-review li > span:last-child { white-space: nowrap; }\n/* The mini cart: a panel under the header's order button; on a phone a sheet from the bottom of the screen. */\n.cart-mini { position: absolute; right: 16px; top: 0; z-index: 70; width: min(420px, calc(100vw - 32px)); max-height: calc(100vh - 96px); overflow: auto; overscroll-behavior: contain; background: var(--color-surface, #fff); color: var(--color-text, #1f2937); border: 1px solid var(--color-border, #e5e7eb); border-radius: 12px; box-shadow: 0 16px 40px rgba(0, 0, 0, 0.18); padding: 12px 16px; }\n.cart-mini-header { display: flex; justify-content: space-between; align-items: center; }\n.cart-mini-header h2 { margin: 0; font-size: 1.1rem; }\n@media (max-width: 599.98px) {\n  .cart-mini { position: fixed; left: 0; right: 0; bottom: 0; top: auto; width: auto; max-height: 85vh; border-radius: 16px 16px 0 0; padding: 12px 16px calc(16px + env(safe-area-inset-bottom)); }\n  .cart-mini-actions { flex-direction: column-reverse; align-items: stretch; }\n  .cart-mini-actions .cart-link { justify-content: center; }\n}\n.cart-track-facts { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 12px 0; }\n.cart-track-facts dt { font-weight: 600; color: var(--color-muted, #4b5563); }\n.cart-track-facts dd { margin: 0; }\n.cart-secondary { min-height: 44px; padding: 0 18px; border-radius: 999px; border: 2px solid #b91c1c; background: var(--color-surface, #fff); color: var(--color-link, #b91c1c); font: inherit; font-weight: 700; cursor: pointer; }\n.cart-confirm { padding: 12px 16px; border: 2px solid #b91c1c; border-radius: 12px; background: var(--color-danger-bg, #fef2f2); color: var(--color-text, #1f2937); }\n.cart-confirm p { margin: 0 0 8px; font-weight: 600; }\n.cart-confirm-actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }\n.cart-button { border: 0; cursor: pointer; font: inherit; }\n.cart-button-danger { background: #991b1b; }\n.cart-line-edit { align-self: flex-start; min-height: 44px; padding: 0; }\n.cart-line-editor { grid-column: 1 / -1; display: grid; gap: 8px; }\n.cart-options { border: 1px solid var(--color-border, #e5e7eb); border-radius: 8px; display: grid; gap: 2px; margin: 0; }\n.cart-options legend { font-weight: 700; padding: 0 4px; }\n.cart-choice input { width: 20px; height: 20px; }\n.cart-paused { margin: 0 0 12px; padding: 10px 14px; border-radius: 10px; background: var(--color-warning-bg, #fef3c7); color: var(--color-warning-text, #78350f); font-weight: 600; }\n.cart-totals { display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; margin: 8px 0; }\n.cart-totals dd { margin: 0; text-align: right; }\n.cart-order-type { border: 0; padding: 0; margin: 0 0 8px; display: grid; gap: 4px; }\n.cart-order-type legend { font-weight: 700; margin-bottom: 4px; }\n.cart-table-notice { background: #fef3c7; color: #78350f; border-radius: 8px; padding: 8px 12px; margin: 0 0 12px; }\n.cart-line-edit-room { display: block; min-height: 44px; }\n";
;// ./src/routes.tsx









(0,external_shared_lib_namespaceObject.addTranslations)({
    cart: cartTranslations
});
(0,external_shared_lib_namespaceObject.injectRemoteStyles)('cart', cart_namespaceObject);
/** mf-cart's pages: /{lang}/cart, /checkout, /order-success and /track-order/{code}. */ function CartRoutes({ lang, section }) {
    const page = section === 'checkout' ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(CheckoutPage, {
        lang: lang
    }) : section === 'order-success' ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(OrderSuccessPage, {
        lang: lang
    }) : section === 'track-order' ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(external_shared_lib_namespaceObject.Routes, {
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Route, {
                index: true,
                element: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(TrackOrderPage, {
                    lang: lang
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Route, {
                path: ":code",
                element: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(TrackOrderPage, {
                    lang: lang
                })
            })
        ]
    }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(CartPage, {
        lang: lang
    });
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
        "data-remote": "cart",
        children: section === 'track-order' ? page : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Routes, {
            children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Route, {
                path: "*",
                element: page
            })
        })
    });
}

module.exports = __webpack_exports__;
/******/ })()
;
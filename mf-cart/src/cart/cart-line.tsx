import { useId, useState } from 'react';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslation, useDispatch, DishPicture, toastRequested, TOAST_DURATIONS, type MenuItemDto } from 'shared-lib';
import { cartCustomizations, formatMoney, MAX_LINE_QUANTITY, optionPriceSuffix, unitPrice, type CartLine, type Choices } from 'shared-lib/domain';
import { cartActions } from '../store/cart-slice';
import { lineText, type MenuIndex } from './menu-names';

/** The line's options as the menu offers them now, in the page's language; a change reprices the line. */
function OptionsEditor({ item, line, index }: { item: MenuItemDto; line: CartLine; index: number }) {
  const dispatch = useDispatch();
  const id = useId();
  const choices = line.customizations as Choices;
  const change = (next: Choices) => {
    const customizations = cartCustomizations(next);
    dispatch(cartActions.optionsChanged({ index, customizations, price: Number(unitPrice(item, customizations)) }));
  };
  return (
    <div className="cart-line-editor">
      {item.customizations.map((group) => {
        const picked = choices[group.key];
        return (
          <fieldset key={group.key} className="cart-options">
            <legend>{group.name}</legend>
            {group.options.map((o) => {
              const checked = Array.isArray(picked) ? picked.includes(o.key) : picked === o.key;
              const delta = Number(o.priceDelta);
              return (
                <label key={o.key} className="cart-choice">
                  <input
                    type={group.multiple ? 'checkbox' : 'radio'}
                    name={`${id}-${group.key}`}
                    checked={checked}
                    onChange={(e) => {
                      if (!group.multiple) return change({ ...choices, [group.key]: o.key });
                      const current = Array.isArray(picked) ? picked : [];
                      change({ ...choices, [group.key]: e.target.checked ? [...current, o.key] : current.filter((k) => k !== o.key) });
                    }}
                  />
                  {o.name}
                  {delta !== 0 && <span className="cart-mark">{optionPriceSuffix(o.name, delta)}</span>}
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}

/**
 * One cart line, on the cart page and in the mini cart: picture, name and chosen options in the page's language,
 * unit price, quantity (decrease disabled at 1, SPEC 2.7), line total and remove with Undo (SPEC 4.3, 8.3).
 */
export function CartLineView({ line, index, menu, compact = false }: { line: CartLine; index: number; menu: MenuIndex; compact?: boolean }) {
  const { t } = useTranslation('cart');
  const dispatch = useDispatch();
  const { name, options } = lineText(line, menu);
  const item = menu.get(line.id);
  const [editing, setEditing] = useState(false);
  const editable = !compact && item !== undefined && item.customizations.length > 0;
  // Until the menu is read, a line with options holds the room its options and "Change options" will take (CLS).
  const awaitingMenu = menu.size === 0 && Object.keys(line.customizations ?? {}).length > 0;
  const remove = () => {
    dispatch(cartActions.itemRemoved(index));
    dispatch(
      toastRequested({
        message: t('removed', { item: name }),
        type: 'info',
        duration: TOAST_DURATIONS.removalWithUndo,
        action: { label: t('undo'), dispatch: cartActions.removalUndone() },
      }),
    );
  };
  return (
    <li className={`cart-line${compact ? ' cart-line-compact' : ''}`} data-testid={compact ? 'mini-cart-line' : 'cart-line'}>
      {line.image ? (
        <DishPicture className="cart-line-image" image={line.image} alt="" sizes="72px" width={72} />
      ) : (
        <span className="cart-line-image cart-line-placeholder" />
      )}
      <div className="cart-line-info">
        <strong className="cart-line-name">{name}</strong>
        {options.length > 0 ? (
          <span className="cart-line-options" data-testid="cart-line-options">
            {options.join(', ')}
          </span>
        ) : (
          awaitingMenu && (
            <span className="cart-line-options" aria-hidden="true">
              {'\u00a0'}
            </span>
          )
        )}
        <span className="cart-line-unit">{formatMoney(line.price)}</span>
        {editable && (
          <button type="button" className="cart-link-button cart-line-edit" aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
            {t('editOptions')}
          </button>
        )}
        {awaitingMenu && !compact && <span className="cart-line-edit-room" aria-hidden="true" />}
      </div>
      <button type="button" className="cart-icon-button cart-line-remove" aria-label={t('remove', { item: name })} onClick={remove}>
        <Trash2 className="cart-icon" aria-hidden="true" focusable="false" />
      </button>
      <div className="cart-qty" role="group" aria-label={t('quantity')}>
        <button
          type="button"
          aria-label={t('decrease', { item: name })}
          disabled={line.quantity <= 1}
          onClick={() => dispatch(cartActions.quantityChanged({ index, quantity: line.quantity - 1 }))}
        >
          <Minus className="cart-icon" aria-hidden="true" focusable="false" />
        </button>
        <output aria-live="polite">{line.quantity}</output>
        <button
          type="button"
          aria-label={t('increase', { item: name })}
          disabled={line.quantity >= MAX_LINE_QUANTITY}
          onClick={() => dispatch(cartActions.quantityChanged({ index, quantity: line.quantity + 1 }))}
        >
          <Plus className="cart-icon" aria-hidden="true" focusable="false" />
        </button>
      </div>
      {line.quantity >= MAX_LINE_QUANTITY && (
        <p className="cart-note cart-line-limit" data-testid="quantity-limit">
          {t('quantityMax', { max: MAX_LINE_QUANTITY })}
        </p>
      )}
      <span className="cart-line-total" aria-label={t('lineTotal')}>
        {formatMoney(line.total)}
      </span>
      {editable && editing && <OptionsEditor item={item} line={line} index={index} />}
    </li>
  );
}

// The restaurant's vocabulary in English: the names every part shows for the same things (docs/terminology.md).
export const en = {
  /** shared-lib's ALLERGENS by code: safety information, named as a diner would look for it. */
  allergens: {
    gluten: 'gluten',
    milk: 'milk',
    egg: 'egg',
    nuts: 'tree nuts',
    peanuts: 'peanuts',
    fish: 'fish',
    shellfish: 'crustaceans',
    soy: 'soy',
    celery: 'celery',
    mustard: 'mustard',
    sesame: 'sesame',
    sulphites: 'sulphites',
    lupin: 'lupin',
    molluscs: 'molluscs',
  },
  /** The filter that hides every dish with the allergen (shared-lib's ALLERGENS by code). */
  allergenFree: {
    gluten: 'No gluten',
    milk: 'No milk',
    egg: 'No eggs',
    nuts: 'No tree nuts',
    peanuts: 'No peanuts',
    fish: 'No fish',
    shellfish: 'No crustaceans',
    soy: 'No soy',
    celery: 'No celery',
    mustard: 'No mustard',
    sesame: 'No sesame',
    sulphites: 'No sulphites',
    lupin: 'No lupin',
    molluscs: 'No molluscs',
  },
  /** shared-lib's DIETARY_TAGS by code. */
  dietary: {
    vegetarian: 'Vegetarian',
    vegan: 'Vegan',
    spicy: 'Spicy',
    meat: 'With meat',
  },
  /** An order's status (ORDER_STATUSES). */
  orderStatus: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    preparing: 'Preparing',
    ready: 'Ready',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  /** A delivery's step between ready and delivered: the courier left with it (the order stays ready). */
  orderStep: {
    onTheWay: 'On the way',
  },
  /** How an order reaches the diner (ORDER_TYPES). */
  orderType: {
    table: 'At the table',
    pickup: 'Pickup',
    delivery: 'Delivery',
  },
  /** A table booking's status (RESERVATION_STATUSES). */
  reservationStatus: {
    pending: 'Waiting for confirmation',
    confirmed: 'Confirmed',
    seated: 'Seated',
    completed: 'Completed',
    cancelled: 'Cancelled',
    'no-show': 'No-show',
  },
  /** A contact message's status on the staff's list. */
  contactStatus: {
    unread: 'Unread',
    read: 'Read',
    archived: 'Archived',
  },
  /** An account's role (ROLES). */
  roles: {
    CUSTOMER: 'Customer',
    STAFF: 'Staff',
    MANAGER: 'Manager',
    ADMIN: 'Administrator',
    SUPER_ADMIN: 'Super administrator',
  },
  /** Every map's controls (shared-lib/map). */
  map: {
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    attribution: '© OpenStreetMap contributors',
  },
};

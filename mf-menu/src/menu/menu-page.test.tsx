import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, createAppStore, initI18n, takePendingCartItems, type MenuCategoryDto, type MenuItemDto } from 'shared-lib';
import { menuNamespaces } from '../i18n';
import { MenuPage } from './menu-page';

const categories: MenuCategoryDto[] = [
  { id: 1, slug: 'pizzas', name: 'Pizzas', description: '', sortOrder: 0, itemCount: 2 },
  { id: 2, slug: 'desserts', name: 'Desserts', description: '', sortOrder: 1, itemCount: 0 },
];
const item = (id: number, name: string, extra: Partial<MenuItemDto> = {}): MenuItemDto => ({
  id,
  slug: name.toLowerCase(),
  categoryId: 1,
  category: 'pizzas',
  name,
  description: `${name} description`,
  ingredients: 'tomato, mozzarella',
  allergens: [],
  dietary: [],
  otherNames: [],
  searchText: '',
  price: '9.50',
  sortOrder: 0,
  customizations: [],
  image: null,
  featured: false,
  available: true,
  ...extra,
});
// `searchText` as the API builds it: the category's names and the ingredients in all four languages
const items = [
  item(1, 'Margherita', {
    featured: true,
    allergens: ['gluten', 'milk'],
    dietary: ['vegetarian'],
    searchText: 'Pizzalar Pizzas Пицца Pizzalar pomidor tomato',
  }),
  item(2, 'Pepperoni', {
    price: '12.90',
    available: false,
    ingredients: 'beef pepperoni',
    allergens: ['gluten'],
    dietary: ['meat'],
    searchText: 'Pizzalar Pizzas Пицца Pizzalar mal əti beef pepperoni',
  }),
];

beforeAll(() => initI18n('en', menuNamespaces));

function renderMenu() {
  const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => ({
    success: true as const,
    data: (url.endsWith('/categories') ? categories : items) as never,
  }));
  const store = createAppStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <MenuPage menu="main" lang="en" />
      </MemoryRouter>
    </Provider>,
  );
  return { get, store };
}

// each test renders with a store of its own, so with an empty server-state cache
afterEach(() => jest.restoreAllMocks());

it('lists the items from the API with prices, flags and the total count', async () => {
  const { get } = renderMenu();
  expect(await screen.findByText('Margherita')).toBeTruthy();
  expect(get).toHaveBeenCalledWith('/menu/items', { params: { lang: 'en' } });
  expect(screen.getByTestId('menu-count').textContent).toBe('2 items');
  expect(screen.getByText('Featured')).toBeTruthy();
  expect(screen.getByText('Unavailable')).toBeTruthy();
  expect(screen.getByText('12,90 ₼')).toBeTruthy();
});

it('an unavailable item cannot be added; an available one reaches the cart contract', async () => {
  renderMenu();
  await screen.findByText('Margherita');
  const buttons = screen.getAllByRole('button', { name: /Add to cart/ });
  expect((buttons[1] as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(buttons[0]!);
  expect(takePendingCartItems()).toEqual([{ id: '1', name: 'Margherita', price: 9.5, image: '', category: 'pizzas', customizations: {} }]);
});

it('searches names, categories, ingredients and allergens, and says when nothing matches', async () => {
  renderMenu();
  await screen.findByText('Margherita');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search the menu' }), { target: { value: 'BEEF' } });
  expect(screen.queryByText('Margherita')).toBeNull();
  expect(screen.getByText('Pepperoni')).toBeTruthy();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search the menu' }), { target: { value: 'pizza' } });
  expect(screen.getByTestId('menu-count').textContent).toBe('2 items');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search the menu' }), { target: { value: 'süd' } });
  expect(screen.getByText('Margherita')).toBeTruthy();
  expect(screen.queryByText('Pepperoni')).toBeNull();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search the menu' }), { target: { value: 'sushi' } });
  expect(screen.getByText('No items found matching your search')).toBeTruthy();
});

it('offers a filter for each allergen the menu carries, and leaves out every dish with a chosen one', async () => {
  renderMenu();
  await screen.findByText('Margherita');
  const allergies = screen.getByRole('group', { name: 'Allergies' });
  expect([...allergies.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['No gluten', 'No milk']);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'No milk' })));
  expect(screen.getByRole('button', { name: 'No milk' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.queryByText('Margherita')).toBeNull();
  expect(screen.getByText('Pepperoni')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'No gluten' })));
  expect(screen.getByText('No items match the chosen filters')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'No milk' })));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'No gluten' })));
  expect(screen.getByTestId('menu-count').textContent).toBe('2 items');
});

it('says when a category is empty', async () => {
  renderMenu();
  await screen.findByText('Margherita');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Desserts' })));
  expect(screen.getByText('No items in this category')).toBeTruthy();
});

it('offers a retry when the menu cannot be loaded', async () => {
  const get = jest.spyOn(apiClient, 'get').mockRejectedValue({ success: false, message: 'Network Error' });
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter>
        <MenuPage menu="mokaland" lang="en" />
      </MemoryRouter>
    </Provider>,
  );
  expect(await screen.findByText('The menu could not be loaded.')).toBeTruthy();
  expect(get).toHaveBeenCalledWith('/mokaland-menu/categories', { params: { lang: 'en' } });
  get.mockResolvedValue({ success: true, data: [] as never });
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No items in this category')).toBeTruthy();
});

import { ApiProperty } from '@nestjs/swagger';
import type { CustomizationGroupDto, CustomizationOptionDto, MenuCategoryDto, MenuItemDto } from 'shared-lib/contracts';

export class MenuCategorySchema implements MenuCategoryDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'pizzas' }) slug: string;
  @ApiProperty({ example: 'Pizzas' }) name: string;
  @ApiProperty() description: string;
  @ApiProperty() sortOrder: number;
  @ApiProperty() itemCount: number;
}

export class CustomizationOptionSchema implements CustomizationOptionDto {
  @ApiProperty({ example: 'large' }) key: string;
  @ApiProperty({ example: 'Large (36 cm)' }) name: string;
  @ApiProperty({ example: '4.00', description: 'Added to the price, exact decimal' }) priceDelta: string;
}

export class CustomizationGroupSchema implements CustomizationGroupDto {
  @ApiProperty({ example: 'size' }) key: string;
  @ApiProperty({ example: 'Size' }) name: string;
  @ApiProperty() required: boolean;
  @ApiProperty() multiple: boolean;
  @ApiProperty({ type: [CustomizationOptionSchema] }) options: CustomizationOptionSchema[];
}

export class MenuItemSchema implements MenuItemDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'margherita' }) slug: string;
  @ApiProperty() categoryId: number;
  @ApiProperty({ example: 'pizzas' }) category: string;
  @ApiProperty({ example: 'Margherita' }) name: string;
  @ApiProperty() description: string;
  @ApiProperty() ingredients: string;
  @ApiProperty({ type: [String], example: ['gluten', 'milk'] }) allergens: string[];
  @ApiProperty({ type: [String], example: ['vegetarian'], description: 'Dietary tags: vegetarian, vegan, spicy, meat' }) dietary: string[];
  @ApiProperty({ type: [String], example: ['Marqarita', 'Маргарита', 'Margarita'], description: "The item's name in the other three languages, for search" })
  otherNames: string[];
  @ApiProperty({ example: 'Pizzalar Pizzas Пицца Pizzalar …', description: "The item's category names and ingredients in all four languages, for search" })
  searchText: string;
  @ApiProperty({ example: '9.50', description: 'Exact decimal AZN' }) price: string;
  @ApiProperty({ nullable: true, type: String }) image: string | null;
  @ApiProperty() featured: boolean;
  @ApiProperty() available: boolean;
  @ApiProperty() sortOrder: number;
  @ApiProperty({ type: [CustomizationGroupSchema] }) customizations: CustomizationGroupSchema[];
}

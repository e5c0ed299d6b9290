// MealViewController.swift — the meal detail scene of Examples/FoodTracker/Main.storyboard, written
// for Herald's examples in our own words after the behaviour of Apple's FoodTracker tutorial.
// Outlets and actions carry the storyboard's names; Herald reads it as source, it is not built on Linux.

import UIKit

/// The meal the scene edits; just enough of FoodTracker's model for this controller.
struct Meal {
    var name: String
    var photo: UIImage?
    var rating: Int
}

class MealViewController: UIViewController, UITextFieldDelegate,
    UIImagePickerControllerDelegate, UINavigationControllerDelegate {

    // MARK: Outlets

    @IBOutlet weak var nameTextField: UITextField!
    @IBOutlet weak var photoImageView: UIImageView!
    @IBOutlet weak var ratingControl: RatingControl!
    @IBOutlet weak var saveButton: UIBarButtonItem!

    /// Set by the meal list before an existing meal is shown, or built by
    /// `prepare(for:sender:)` when the user saves.
    var meal: Meal?

    // MARK: View life cycle

    override func viewDidLoad() {
        super.viewDidLoad()

        // The controller answers the text field's callbacks.
        nameTextField.delegate = self

        // Editing an existing meal: show what it holds.
        if let meal = meal {
            navigationItem.title = meal.name
            nameTextField.text = meal.name
            photoImageView.image = meal.photo
            ratingControl.rating = meal.rating
        }

        updateSaveButtonState()
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        // Put the keyboard away.
        textField.resignFirstResponder()
        return true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        // No saving while the name is being typed.
        saveButton.isEnabled = false
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        updateSaveButtonState()
        navigationItem.title = textField.text
    }

    // MARK: UIImagePickerControllerDelegate

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        dismiss(animated: true, completion: nil)
    }

    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        guard let chosenImage = info[.originalImage] as? UIImage else {
            fatalError("The picker returned no original image: \(info)")
        }
        photoImageView.image = chosenImage
        dismiss(animated: true, completion: nil)
    }

    // MARK: Navigation

    @IBAction func cancel(_ sender: UIBarButtonItem) {
        dismiss(animated: true, completion: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)

        // Only the Save button hands a meal back to the list (through the unwind segue).
        guard let button = sender as? UIBarButtonItem, button === saveButton else {
            return
        }
        meal = Meal(name: nameTextField.text ?? "",
                    photo: photoImageView.image,
                    rating: ratingControl.rating)
    }

    // MARK: Actions

    @IBAction func selectImageFromPhotoLibrary(_ sender: UITapGestureRecognizer) {
        // A tap on the photo while typing the name ends the typing first.
        nameTextField.resignFirstResponder()

        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = self
        present(picker, animated: true, completion: nil)
    }

    // MARK: Private methods

    private func updateSaveButtonState() {
        // A meal needs a name before it can be saved.
        let name = nameTextField.text ?? ""
        saveButton.isEnabled = !name.isEmpty
    }
}
